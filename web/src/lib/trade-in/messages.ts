/** What the trade-in routes answer, in one place (the wizard shows `error` as it is). */
export const TRADE_IN_MESSAGES = {
  badToken: 'Start the valuation again: this valuation was not started in this browser.',
  unknownLead: 'Start the valuation again: the lead is unknown.',
  unknownValuation: 'Value the car again: that valuation is unknown.',
  tooManyEstimates: 'This car has been valued too many times. Please contact the dealer for a valuation.',
  notSaved: 'This site does not save valuation data.',
  notOffered: 'This site does not offer trade-in valuations.',
  notJson: 'Send the valuation as JSON.',
  tooLarge: 'The request is too large.',
  unreadable: 'The request is not valid JSON.',
  invalid: 'Please check the details and try again.',
} as const;
