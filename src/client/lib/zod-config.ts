// Our Content-Security-Policy forbids eval, so zod's compiled (JIT) parsers can never be used in the browser. Saying
// so up front skips zod's `new Function` probe, which a strict CSP reports as a violation on every page load —
// noise that would hide a real injection in violation reports (and fails the XSS corpus's CSP hook).
import { z } from 'zod';

z.config({ jitless: true });
