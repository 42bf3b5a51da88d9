/**
 * The lint rule that every <form> names its method (web/eslint.config.mjs says why: a form submitted
 * before hydration otherwise sends a GET with what was typed in its address). A selector that matched
 * nothing would pass silently, so this checks both that the rule is on for the app's components and
 * that, as configured, it refuses a form without a method and lets the others through.
 */
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

type RuleEntry = Linter.RuleEntry;

let formRule: RuleEntry;

beforeAll(async () => {
  const config = (await new ESLint({ cwd: import.meta.dirname + '/..' }).calculateConfigForFile(
    'src/components/leads/ContentLeadForm.tsx',
  )) as Linter.Config;
  formRule = config.rules?.['no-restricted-syntax'] as RuleEntry;
}, 60_000);

function problems(code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.tsx'],
          languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
          rules: { 'no-restricted-syntax': formRule },
        },
      ],
      'probe.tsx',
    )
    .map((message) => message.message);
}

describe('the form-method lint rule', () => {
  it("is an error for the app's components", () => {
    expect(String(Array.isArray(formRule) ? formRule[0] : formRule)).toMatch(/^(error|2)$/);
  });

  it.each([
    ['a script-handled form', 'export const A = (f: () => void) => <form onSubmit={f}><button /></form>;'],
    [
      'a form inside other markup',
      'export const A = () => <div><section><form action="/x" /></section></div>;',
    ],
    [
      'a form whose only method is inside a child',
      'export const A = () => <form><input name="method" method="post" /></form>;',
    ],
  ])('refuses %s', (_name, code) => {
    const found = problems(code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('Give the <form> a method');
  });

  it.each([
    ['method="post"', 'export const A = (f: () => void) => <form method="post" onSubmit={f} />;'],
    ['method="get"', 'export const A = () => <form method="get" action="/search" />;'],
    ['a method from an expression', 'export const A = (m: "get" | "post") => <form method={m} />;'],
    ['a component named Form', 'export const A = (Form: (p: object) => null) => <Form />;'],
  ])('lets through %s', (_name, code) => {
    expect(problems(code)).toEqual([]);
  });
});
