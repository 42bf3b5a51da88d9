/** The line under the calculator's heading, for the calculator and for its sketch (CalculatorSketch). */
export function calculatorIntro(carTitle: string | undefined): string {
  return carTitle
    ? `Estimate your repayments on the ${carTitle}.`
    : 'Estimate your repayments: change any figure and the result updates as you type.';
}
