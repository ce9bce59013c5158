import { X } from 'lucide-react';
import { Button } from '@client/components/ui/button';

export function ClearFiltersButton({ onClear }: { onClear: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onClear}>
      <X aria-hidden />
      Clear Filters
    </Button>
  );
}
