import { Label } from '@client/components/ui/label';
import { Switch } from '@client/components/ui/switch';

/** The public profile switch and what it means right now. */
export function PublicVisibilitySwitch({
  isPublic,
  busy,
  onChange,
}: {
  isPublic: boolean;
  busy: boolean;
  onChange: (isPublic: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="flex flex-col gap-1">
        <Label htmlFor="profile-public">Public profile</Label>
        <p id="profile-public-hint" className="text-sm text-muted">
          {isPublic ? 'Anyone with your link can see it.' : 'Only you can see your profile.'}
        </p>
      </div>
      <Switch
        id="profile-public"
        aria-describedby="profile-public-hint"
        checked={isPublic}
        disabled={busy}
        onCheckedChange={onChange}
      />
    </div>
  );
}
