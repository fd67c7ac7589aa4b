// The rule is plain JavaScript so that eslint.config.js loads it without a build step.
import type { Rule } from 'eslint';

declare const typeImportCycles: Rule.RuleModule;
export default typeImportCycles;
