// Every fuzzed route, by area. route-coverage compares this list with the routes the app really mounts.
import { routeKey } from '../support/fuzz-route';
import { accountCases } from './account-cases';
import { advisorCases } from './advisor-cases';
import { companyCases } from './company-cases';
import { messagingCases } from './messaging-cases';
import { publicCases } from './public-cases';
import { referenceCases } from './references-cases';
import { boardSeatCases } from './board-seats-cases';

export const allCases = [
  ...publicCases,
  ...accountCases,
  ...advisorCases,
  ...companyCases,
  ...messagingCases,
  ...referenceCases,
  ...boardSeatCases,
];
export const fuzzedRouteKeys = new Set(allCases.map(routeKey));
