/** One phone format everywhere (the same the API writes into composed texts). */
export { formatPhone } from '@kurye/contracts/tc-kimlik';
