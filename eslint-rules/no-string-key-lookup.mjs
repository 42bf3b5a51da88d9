/**
 * Reading a plain object with a key that can be any string (`LABELS[value]` where LABELS is a
 * Record<string, T> and value a string) answers Object.prototype's members for '__proto__',
 * 'constructor', 'toString' and the like: a client sending /search/__proto__ or ?body=constructor
 * got a 500 or a page that failed to render. Such lookups must go through `own()` (an own-property
 * check) or a Map. Keys typed as a union of literals are fine: the type system has checked them.
 */
import ts from 'typescript';
import { ESLintUtils } from '@typescript-eslint/utils';

function isWideString(type, checker) {
  if (type.isUnion()) return type.types.some((t) => isWideString(t, checker));
  if (type.flags & ts.TypeFlags.String) return true;
  // A template literal type (`${string}-x`) or `any` can be any text too.
  return Boolean(type.flags & (ts.TypeFlags.TemplateLiteral | ts.TypeFlags.Any));
}

function hasStringIndex(type, checker) {
  if (type.isUnion()) return type.types.some((t) => hasStringIndex(t, checker));
  if (checker.isArrayType(type) || checker.isTupleType(type)) return false;
  return checker.getIndexInfosOfType(type).some((info) => info.keyType.flags & ts.TypeFlags.String);
}

/** `for (const k in obj)` and `for (const k of Object.keys(obj))`: keys the object itself owns. */
function isOwnKeyLoopVariable(identifier, context) {
  const variable = context.sourceCode.getScope(identifier).references.find((r) => r.identifier === identifier)?.resolved;
  const declarator = variable?.defs[0]?.node;
  const loop = declarator?.parent?.parent;
  if (!loop) return false;
  if (loop.type === 'ForInStatement') return true;
  if (loop.type !== 'ForOfStatement') return false;
  const source = loop.right;
  return (
    source.type === 'CallExpression' &&
    source.callee.type === 'MemberExpression' &&
    source.callee.object.type === 'Identifier' &&
    source.callee.object.name === 'Object' &&
    source.callee.property.type === 'Identifier' &&
    source.callee.property.name === 'keys'
  );
}

export default ESLintUtils.RuleCreator.withoutDocs({
  meta: {
    type: 'problem',
    messages: {
      lookup:
        "A string key read from a plain object can reach Object.prototype ('__proto__', 'constructor'): use own(record, key) from @forecourt/schemas/own or a Map.",
    },
    schema: [],
  },
  defaultOptions: [],
  create(context) {
    const services = ESLintUtils.getParserServices(context);
    const checker = services.program.getTypeChecker();
    return {
      MemberExpression(node) {
        if (!node.computed || node.property.type === 'Literal') return;
        if (node.property.type === 'Identifier' && isOwnKeyLoopVariable(node.property, context)) return;
        const parent = node.parent;
        // Writes are not lookups (and `delete obj[k]` never reads the prototype).
        if (parent.type === 'AssignmentExpression' && parent.left === node) return;
        if (parent.type === 'UnaryExpression' && parent.operator === 'delete') return;
        const objectType = checker.getApparentType(services.getTypeAtLocation(node.object));
        if (!hasStringIndex(objectType, checker)) return;
        if (!isWideString(services.getTypeAtLocation(node.property), checker)) return;
        context.report({ node, messageId: 'lookup' });
      },
    };
  },
});
