/** The calculator's anchor (spec §2 anchors: #finance-calculator). Not in the client module, so server pages can link to it. */
export const FINANCE_CALCULATOR_ID = 'finance-calculator';
