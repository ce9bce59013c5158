import { Button } from '@client/components/ui/button';

/** While editing: the sticky bar with Cancel and Save Changes (a submit button of the profile form). */
export function EditActionsBar({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <div className="sticky bottom-3 z-10 flex items-center justify-between gap-3 rounded-card border border-hairline bg-card p-3 shadow-overlay sm:p-4">
      <p className="hidden text-sm text-muted sm:block">
        Fields marked <span className="text-danger">*</span> are required.
      </p>
      <div className="flex flex-1 gap-2 sm:flex-none">
        <Button variant="outline" className="flex-1 sm:flex-none" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" className="flex-1 sm:flex-none" loading={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </div>
  );
}
