import type { CommunityRule } from '@app/contract';

/** The server answers in creation order; rules show by zIndex, then by id for equal ones. */
export function sortRules(rules: readonly CommunityRule[]): CommunityRule[] {
  return [...rules].sort((a, b) => a.zIndex - b.zIndex || a.id - b.id);
}

/**
 * Moves the rule at `index` one place up (-1) or down (1): the two neighbours trade zIndex. When they
 * share a zIndex (rules made before ordering existed), the moved one gets one past the other instead.
 * Null when the move would leave the list. `changed` are the rules to PUT.
 */
export function swapRuleOrder(rules: readonly CommunityRule[], index: number, direction: -1 | 1): { rules: CommunityRule[]; changed: CommunityRule[] } | null {
  const other = index + direction;
  const moving = rules[index];
  const neighbour = rules[other];
  if (!moving || !neighbour) return null;
  let movingZ = neighbour.zIndex;
  let neighbourZ = moving.zIndex;
  if (movingZ === neighbourZ) {
    movingZ = direction === -1 ? neighbour.zIndex - 1 : neighbour.zIndex + 1;
    neighbourZ = neighbour.zIndex;
  }
  const movedRule = { ...moving, zIndex: movingZ };
  const neighbourRule = { ...neighbour, zIndex: neighbourZ };
  const next = [...rules];
  next[index] = neighbourRule;
  next[other] = movedRule;
  const changed = neighbourZ === neighbour.zIndex ? [movedRule] : [movedRule, neighbourRule];
  return { rules: next, changed };
}

/** The rule form's values as the server takes them: trimmed, an empty description as null. */
export function ruleBody(rule: string, description: string): { rule: string; description: string | null } {
  const trimmedDescription = description.trim();
  return { rule: rule.trim(), description: trimmedDescription === '' ? null : trimmedDescription };
}
