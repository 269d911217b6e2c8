/** The reports feature's public surface on the server (the moderation queue reads tickets itself). */
export { postTicket, supportTree } from './reportsService';
export { createReportLimits, type ReportLimits } from './limits';
