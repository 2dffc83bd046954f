import { Injectable } from '@nestjs/common';
import { CommunityRule, CommunityRuleRequest } from '@app/contract';
import { DomainError } from '@app/server/core/errors';
import { toCommunityRule } from './communities.mapper';
import { CommunityPermissions } from './community-permissions.service';
import { CommunityRulesRepository } from './community-rules.repository';
import { CommunityRecord, CommunityRuleRecord } from './community.types';

@Injectable()
export class CommunityRulesService {
  constructor(
    private readonly rules: CommunityRulesRepository,
    private readonly permissions: CommunityPermissions,
  ) {}

  async list(community: CommunityRecord): Promise<CommunityRule[]> {
    return (await this.rules.list(community.id)).map(toCommunityRule);
  }

  /** The caller has checked that the actor moderates the community or is an admin (CommunityGuard). */
  async add(community: CommunityRecord, body: CommunityRuleRequest, viewerId: string): Promise<CommunityRule[]> {
    await this.rules.add(community.id, body.rule, body.description || null, viewerId);
    return this.list(community);
  }

  async get(ruleId: string): Promise<CommunityRule> {
    return toCommunityRule(await this.find(ruleId));
  }

  /** Permissions are those of the rule's own community, whatever the path says (docs/api/communities.md). */
  async update(ruleId: string, body: CommunityRuleRequest, viewerId: string): Promise<CommunityRule> {
    const rule = await this.find(ruleId);
    await this.permissions.assertModOrAdmin(viewerId, rule.communityId, 'NOT_MOD');
    const updated = await this.rules.update(rule.id, body.rule, body.description || null, body.zIndex ?? rule.zIndex);
    if (!updated) throw new DomainError('RULES_NOT_FOUND');
    return toCommunityRule(updated);
  }

  async delete(ruleId: string, viewerId: string): Promise<CommunityRule> {
    const rule = await this.find(ruleId);
    await this.permissions.assertModOrAdmin(viewerId, rule.communityId, 'NOT_MOD');
    const deleted = await this.rules.delete(rule.id);
    if (!deleted) throw new DomainError('RULES_NOT_FOUND');
    return toCommunityRule(deleted);
  }

  private async find(ruleId: string): Promise<CommunityRuleRecord> {
    if (!/^\d{1,9}$/.test(ruleId)) throw new DomainError('RULE_NOT_FOUND');
    const rule = await this.rules.find(Number(ruleId));
    if (!rule) throw new DomainError('RULES_NOT_FOUND');
    return rule;
  }
}
