import { Download, FileJson } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { useDownloadExport } from '../api/account-settings-mutations';
import { messageOf } from '@client/lib/form-errors';
import { saveFile } from '../lib/save-file';
import { SettingsSection } from './settings-section';

/** GDPR art. 20: one JSON file with everything we hold about the account. */
export function ExportDataCard() {
  const download = useDownloadExport();
  const onDownload = async () => {
    try {
      const file = await download.mutateAsync();
      saveFile(file.blob, file.fileName);
      toast.success('Your data is downloading', { description: file.fileName });
    } catch (error) {
      toast.error('Download failed', { description: messageOf(error) });
    }
  };
  return (
    <SettingsSection
      id="export"
      icon={FileJson}
      title="Export your data"
      description="Download everything we hold about you as one JSON file: your account, profile, positions or applications with their history, plan, matches and page views. Uploaded files are listed by link."
    >
      <Button variant="outline" loading={download.isPending} onClick={() => void onDownload()}>
        {download.isPending ? null : <Download aria-hidden />}
        {download.isPending ? 'Preparing Download...' : 'Download My Data'}
      </Button>
    </SettingsSection>
  );
}
