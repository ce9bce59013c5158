// Every documented operation. A route mounted under /api without an entry here fails tests/integration/openapi.
import type { ApiOperation } from '../api-operation';
import { advisorOperations } from './advisor.operations';
import { authOperations } from './auth.operations';
import { billingOperations } from './billing.operations';
import { companyOperations } from './company.operations';
import { jobOperations } from './jobs.operations';
import { platformOperations } from './platform.operations';

export const API_OPERATIONS: readonly ApiOperation[] = [
  ...platformOperations,
  ...authOperations,
  ...advisorOperations,
  ...jobOperations,
  ...companyOperations,
  ...billingOperations,
];
