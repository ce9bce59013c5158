// Account settings (/api/me/*), for every kind of caller. The known-good bodies carry a wrong password, so a
// mutated request can reach the services without ever changing a password, an address or deleting an account.
import {
  AccountDeletedSchema,
  ChangeEmailSchema,
  ChangePasswordSchema,
  DataExportSchema,
  DeleteAccountSchema,
  EmailChangeRequestedSchema,
  PasswordChangedSchema,
} from '@shared/schemas/account-settings';
import type { Actor, FuzzRoute } from '../support/fuzz-route';

const anyone: Actor[] = ['anonymous', 'forged', 'advisor', 'subscriber', 'company', 'newcomer'];

export const accountCases: FuzzRoute[] = [
  {
    method: 'POST',
    path: '/api/me/password',
    actors: anyone,
    body: {
      schema: ChangePasswordSchema,
      example: () => ({ currentPassword: 'not-my-password', newPassword: 'Tidal-Orchard-Lantern-42' }),
    },
    responses: { 200: PasswordChangedSchema },
    runShare: 0.5,
  },
  {
    method: 'POST',
    path: '/api/me/email',
    actors: anyone,
    body: {
      schema: ChangeEmailSchema,
      example: () => ({ newEmail: 'new-address@example.com', currentPassword: 'not-my-password' }),
    },
    responses: { 202: EmailChangeRequestedSchema },
    runShare: 0.5,
  },
  { method: 'GET', path: '/api/me/export', actors: anyone, responses: { 200: DataExportSchema } },
  {
    method: 'DELETE',
    path: '/api/me',
    actors: anyone,
    body: {
      schema: DeleteAccountSchema,
      example: () => ({ password: 'not-my-password', confirmation: 'DELETE' }),
    },
    responses: { 200: AccountDeletedSchema },
    runShare: 0.5,
  },
];
