// The account-settings endpoints (/api/me/*) over the typed RPC client; each call resolves with the contract type
// or throws ApiError. The export is a file download, so it is fetched as a blob instead of parsed.
import type {
  AccountDeleted,
  ChangeEmail,
  ChangePassword,
  DeleteAccount,
  EmailChangeRequested,
  PasswordChanged,
} from '@shared/schemas/account-settings';
import { api, unwrap } from '@client/lib/api-client';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

const FALLBACK_EXPORT_NAME = 'account-data.json';

/** The name the server gave the download in Content-Disposition, or a sensible default. */
function fileNameOf(disposition: string | null): string {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? FALLBACK_EXPORT_NAME;
}

export const accountSettingsApi = {
  changePassword: (input: ChangePassword): Promise<PasswordChanged> =>
    unwrap(api.me.password.$post({ json: input })),
  requestEmailChange: (input: ChangeEmail): Promise<EmailChangeRequested> =>
    unwrap(api.me.email.$post({ json: input })),
  deleteAccount: (input: DeleteAccount): Promise<AccountDeleted> => unwrap(api.me.$delete({ json: input })),
  downloadExport: async (): Promise<DownloadedFile> => {
    const res = await api.me.export.$get();
    // On failure, unwrap turns the error body into an ApiError (it throws for any non-ok answer).
    if (!res.ok) await unwrap(Promise.resolve(res));
    return { blob: await res.blob(), fileName: fileNameOf(res.headers.get('content-disposition')) };
  },
};
