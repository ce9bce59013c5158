// The approved references on a company's view of an applicant (decision 046): who wrote each and how they know the
// advisor ("Board colleague at Acme, 2019–2023"), never their e-mail address. Loaded after the profile, on its own.
import { Quote } from 'lucide-react';
import { describeReferee } from '@shared/schemas/references';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useAdvisorReferences } from '../api/references-queries';

export default function AdvisorReferences({ advisorId }: { advisorId: string }) {
  const references = useAdvisorReferences(advisorId);
  // A failure or an empty list shows nothing: the profile above is complete without references.
  if (references.isPending) return <Skeleton className="h-32 w-full" />;
  if (references.isError || references.data.items.length === 0) return null;
  return (
    <section aria-labelledby="advisor-references">
      <h2 id="advisor-references" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Quote aria-hidden className="size-5 text-accent" />
        References
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {references.data.items.map((item) => (
          <li key={item.id}>
            <Card className="h-full p-5">
              <blockquote className="whitespace-pre-line text-ink">“{item.body}”</blockquote>
              <p className="mt-4 font-semibold text-ink">{item.refereeName}</p>
              <p className="text-sm text-muted">{describeReferee(item)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
