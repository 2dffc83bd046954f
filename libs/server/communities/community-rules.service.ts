import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CommunityRule, CommunityRuleRequest } from '@app/contract';
import { DomainError } from '@app/server/core/errors';
import { ModlogService, parseRemovalReason } from '@app/server/modlog';
import { toCommunityRule } from './communities.mapper';
import { CommunityPermissions } from './community-permissions.service';
import { CommunityRulesRepository } from './community-rules.repository';
import { CommunityRecord, CommunityRuleRecord } from './community.types';

@Injectable()
export class CommunityRulesService {
  constructor(
    private readonly rules: CommunityRulesRepository,
    private readonly permissions: CommunityPermissions,
    private readonly modlog: ModlogService,
  ) {}

  async list(community: CommunityRecord): Promise<CommunityRule[]> {
    return (await this.rules.list(community.id)).map(toCommunityRule);
  }

  /** The caller has checked that the actor moderates the community or is an admin (CommunityGuard). */
  async add(community: CommunityRecord, body: CommunityRuleRequest, viewerId: string): Promise<CommunityRule[]> {
    await this.rules.transaction(async (tx) => {
      const id = await this.rules.add(tx, community.id, body.rule, body.description || null, viewerId);
      await this.modlog.record(tx, {
        actorId: viewerId,
        actedAs: await this.modlog.actedAsIn(tx, viewerId, community.id),
        action: 'add_rule',
        communityId: community.id,
        target: ruleTarget(id, body.rule),
      });
    });
    return this.list(community);
  }

  async get(ruleId: string): Promise<CommunityRule> {
    return toCommunityRule(await this.find(ruleId));
  }

  /** Permissions are those of the rule's own community, whatever the path says (docs/api/communities.md). */
  async update(ruleId: string, body: CommunityRuleRequest, viewerId: string): Promise<CommunityRule> {
    const rule = await this.find(ruleId);
    await this.permissions.assertModOrAdmin(viewerId, rule.communityId, 'NOT_MOD');
    const updated = await this.rules.transaction(async (tx) => {
      const row = await this.rules.update(tx, rule.id, body.rule, body.description || null, body.zIndex ?? rule.zIndex);
      if (!row) throw new DomainError('RULES_NOT_FOUND');
      await this.logRule(tx, viewerId, row, 'edit_rule');
      return row;
    });
    return toCommunityRule(updated);
  }

  async delete(ruleId: string, viewerId: string): Promise<CommunityRule> {
    const rule = await this.find(ruleId);
    await this.permissions.assertModOrAdmin(viewerId, rule.communityId, 'NOT_MOD');
    const deleted = await this.rules.transaction(async (tx) => {
      const row = await this.rules.delete(tx, rule.id);
      if (!row) throw new DomainError('RULES_NOT_FOUND');
      await this.logRule(tx, viewerId, row, 'remove_rule');
      return row;
    });
    return toCommunityRule(deleted);
  }

  /**
   * A removal's reason (docs/moderation-log.md): one of the community's rules (`ruleId`), free text, or both (the
   * rule, then the text); null when neither is given. A rule of another community is not found.
   */
  async removalReason(communityId: string, rawReason: unknown, rawRuleId: unknown): Promise<string | null> {
    const text = parseRemovalReason(rawReason);
    if (rawRuleId === undefined || rawRuleId === null || rawRuleId === '') return text;
    const rule = await this.find(String(rawRuleId));
    if (rule.communityId !== communityId) throw new DomainError('RULES_NOT_FOUND');
    return parseRemovalReason(text ? `${rule.rule}: ${text}` : rule.rule);
  }

  private async logRule(tx: EntityManager, actorId: string, rule: CommunityRuleRecord, action: 'edit_rule' | 'remove_rule'): Promise<void> {
    await this.modlog.record(tx, {
      actorId,
      actedAs: await this.modlog.actedAsIn(tx, actorId, rule.communityId),
      action,
      communityId: rule.communityId,
      target: ruleTarget(rule.id, rule.rule),
    });
  }

  private async find(ruleId: string): Promise<CommunityRuleRecord> {
    if (!/^\d{1,9}$/.test(ruleId)) throw new DomainError('RULE_NOT_FOUND');
    const rule = await this.rules.find(Number(ruleId));
    if (!rule) throw new DomainError('RULES_NOT_FOUND');
    return rule;
  }
}

/** A rule in the moderation log: its title as it read when the action was taken. */
function ruleTarget(id: number, rule: string) {
  return { type: 'rule' as const, id: String(id), title: rule, path: '' };
}
