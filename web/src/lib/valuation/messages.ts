/** What the shopper reads when the registration step cannot help; both send them to manual selection. */
export const VALUATION_MESSAGES = {
  regoNotFound: "We couldn't find that registration. Choose the car's details instead.",
  regoUnavailable: "We can't look up registrations right now. Choose the car's details instead.",
} as const;
