export { evaluate, resolverOf, type EvalResult, type Resolve } from './evaluate.js';
export { FUNCTIONS } from './functions.js';
export { parseExpression, type ExpressionNode, type ParseResult } from './parser.js';
export { EXPRESSION_LIMITS } from './tokens.js';
