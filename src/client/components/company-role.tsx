// What the signed-in company member may do (decision 048), read from the same table the server enforces, so a
// screen shows only the buttons that would work. The root layout (app/) provides the viewer's team role; features
// read it here without importing the auth feature. Without a team role (an advisor, or a company user whose profile
// is not saved yet) the account is its own owner.
import { createContext, useContext, type ReactNode } from 'react';
import { mayCompany, type CompanyPermission, type CompanyRole } from '@shared/company-roles';

const CompanyRoleContext = createContext<CompanyRole | undefined>(undefined);

export function CompanyRoleProvider({
  role,
  children,
}: {
  role: CompanyRole | undefined;
  children: ReactNode;
}) {
  return <CompanyRoleContext value={role}>{children}</CompanyRoleContext>;
}

export function useCompanyMay(): (permission: CompanyPermission) => boolean {
  const role = useContext(CompanyRoleContext) ?? 'owner';
  return (permission) => mayCompany(role, permission);
}
