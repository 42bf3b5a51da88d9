/**
 * What stands in the vehicle page's finance calculator until its code is wanted (LazyFinanceCalculator):
 * the calculator's heading and line, what is coming (or, without JavaScript, where to ask instead),
 * and a sketch of its fields and result in about the box the calculator fills at each width, so it
 * arrives moving little of what follows. The calculator's height on the four sample sites' pages
 * (2026-11-29): 1,627–1,867 px below sm, 1,467–1,559 to lg, 950–1,410 across lg (it changes most
 * there, as the page's two columns squeeze it), 930–950 from xl. Without scripts the sketch is
 * not drawn and the box not held: a line says where to ask instead.
 *
 * Until the twelfth session the server drew the whole calculator here at its starting figures, and
 * what a shopper typed into it before the code arrived was carried over. That was 8.5 KB of the
 * page's HTML and 136 of its 662 elements, drawn on every vehicle page for the few who reach the
 * calculator before its code, which starts loading 400 px before it comes into view.
 */
import { FINANCE_CALCULATOR_ID } from './anchors';
import type { FinanceCalculatorProps } from './FinanceCalculator';
import { calculatorIntro } from './intro';

/** The sketch's heading id (the browser's calculator names its own with useId). */
export const CALCULATOR_SKETCH_TITLE_ID = `${FINANCE_CALCULATOR_ID}-sketch-title`;

export function CalculatorSketch({
  calculator,
}: {
  calculator: Pick<FinanceCalculatorProps, 'carTitle' | 'enquirePath' | 'headingLevel'>;
}) {
  const { carTitle, enquirePath, headingLevel = 2 } = calculator;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      id={FINANCE_CALCULATOR_ID}
      aria-labelledby={CALCULATOR_SKETCH_TITLE_ID}
      aria-busy="true"
      className="scroll-mt-24 rounded-lg border border-gray-200 bg-white p-4 shadow-sm md:p-6 scripting:min-h-[108rem] scripting:sm:min-h-[92rem] scripting:lg:min-h-[72rem] scripting:xl:min-h-[58rem]"
    >
      <Heading id={CALCULATOR_SKETCH_TITLE_ID} className="text-2xl font-bold text-gray-900">
        Finance calculator
      </Heading>
      <p className="mt-1 text-gray-700">{calculatorIntro(carTitle)}</p>
      <p className="mt-6 text-sm text-gray-700 noscript:hidden">The calculator is loading…</p>
      <noscript>
        <p className="mt-6 text-gray-700">
          The calculator needs JavaScript: please turn it on, or{' '}
          <a href={enquirePath} className="font-semibold underline">
            ask us for a finance quote
          </a>
          .
        </p>
      </noscript>
      <div
        aria-hidden="true"
        className="mt-4 grid animate-pulse gap-8 motion-reduce:animate-none noscript:hidden lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]"
      >
        <div className="space-y-6">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="form-sketch-field" />
          ))}
        </div>
        <div>
          <div className="h-96 rounded-lg bg-gray-50" />
          <div className="mt-6 h-56 rounded-lg bg-gray-50" />
        </div>
      </div>
    </section>
  );
}

/** keptMarkup loads its view as a module's default export (KeptCalculatorSketch). */
export default CalculatorSketch;
