// On /settings (advisors): confidential mode, explained plainly with the card companies will see (decision 044).
// Loaded lazily by the settings screen, so it adds nothing to any screen's initial JavaScript.
import { useId, useState, type FormEvent } from 'react';
import { EyeOff } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Skeleton } from '@client/components/ui/skeleton';
import { Switch } from '@client/components/ui/switch';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import {
  anonymousCardLine,
  anonymousTitle,
  CONFIDENTIALITY_LIMITS,
  CONFIDENTIALITY_MESSAGES,
  type Confidentiality,
} from '@shared/schemas/confidentiality';
import { useConfidentiality, useSaveConfidentiality } from '../api/confidentiality-queries';

type Errors = Partial<Record<'headline' | 'hiddenFrom' | 'form', string>>;

export default function ConfidentialModeCard() {
  const setting = useConfidentiality();
  if (setting.isPending) return <Skeleton className="h-48 w-full" />;
  if (setting.isError)
    return (
      <p className="text-sm text-muted">We couldn’t load your confidential mode. Please reload the page.</p>
    );
  return <ConfidentialModeForm saved={setting.data} />;
}

function ConfidentialModeForm({ saved }: { saved: Confidentiality }) {
  const save = useSaveConfidentiality();
  const switchId = useId();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [headline, setHeadline] = useState(saved.headline ?? '');
  const [hiddenFrom, setHiddenFrom] = useState(saved.hiddenFrom.join('\n'));
  const [errors, setErrors] = useState<Errors>({});

  // The preview follows the headline as it is typed; the rest of the line is the profile's.
  const { card } = saved;
  const preview = anonymousCardLine({ title: anonymousTitle(headline, card.industries), ...card });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(
      { enabled, headline: headline.trim() || null, hiddenFrom: hiddenFrom.split('\n') },
      {
        onSuccess: () => toast.success(CONFIDENTIALITY_MESSAGES.saved),
        onError: (error) => {
          if (error instanceof ApiError && error.issues.length > 0) {
            const next: Errors = {};
            for (const issue of error.issues) {
              const field = String(issue.path).split('.')[0];
              if (field === 'headline' || field === 'hiddenFrom') next[field] ??= issue.message;
            }
            setErrors(next);
          } else {
            setErrors({ form: error instanceof Error ? error.message : 'Not saved. Please try again.' });
          }
        },
      },
    );
  };

  return (
    <form className="flex flex-col gap-5" onSubmit={onSubmit} noValidate>
      <div className="flex items-start gap-3">
        <Switch id={switchId} checked={enabled} onCheckedChange={setEnabled} />
        <label htmlFor={switchId} className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-ink">Hide my identity from companies</span>
          <span className="text-muted">
            Companies see an anonymous card instead of your name, photo, About text, links and the companies
            in your experience. Your public page and badge are withdrawn while this is on.
          </span>
        </label>
      </div>

      <div className="rounded-control border border-hairline bg-surface-muted p-4">
        <p className="text-xs font-medium tracking-wide text-muted uppercase">What companies will see</p>
        <p
          className="mt-1 flex items-center gap-2 text-base font-semibold text-ink"
          data-testid="confidential-preview"
        >
          <EyeOff aria-hidden className="size-4 shrink-0 text-muted" />
          {preview}
        </p>
        <p className="mt-2 text-sm text-muted">
          They can still open this card (it counts toward their free views) and invite you. Your name is
          revealed to a company only when you apply to one of its roles or accept its invitation, and we tell
          you before you do.
        </p>
      </div>

      <Field
        label="Headline companies see instead of your name"
        hint={`For example “Fintech CFO”. Up to ${CONFIDENTIALITY_LIMITS.headline} characters; leave empty to use your first industry.`}
        error={errors.headline}
      >
        {(control) => (
          <Input
            {...control}
            value={headline}
            maxLength={CONFIDENTIALITY_LIMITS.headline}
            onChange={(event) => setHeadline(event.target.value)}
          />
        )}
      </Field>

      <Field
        label="Companies that must never see me"
        hint={`One company name or website per line (your employer, say), up to ${CONFIDENTIALITY_LIMITS.hiddenFrom}. They will not find you in search, open your card or invite you, even with confidential mode off.`}
        error={errors.hiddenFrom}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={hiddenFrom}
            placeholder={'Acme Bank\nacmebank.com'}
            onChange={(event) => setHiddenFrom(event.target.value)}
          />
        )}
      </Field>

      {errors.form ? (
        <p role="alert" className="text-sm text-danger">
          {errors.form}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save confidential mode'}
        </Button>
      </div>
    </form>
  );
}
