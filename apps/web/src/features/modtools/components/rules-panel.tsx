import { type Community, type CommunityRule, ModtoolsMessages } from '@app/contract';
import { useState } from 'react';
import { useAddRuleMutation, useDeleteRuleMutation, useGetRulesQuery, useMoveRuleMutation, useUpdateRuleMutation } from '../modtools.api';
import { usePanelAlerts } from '../hooks/use-panel-alerts';
import { refusalText } from '../utils/errors';
import { PanelDialogButton, PanelFrame, PanelList } from './panel-frame';
import { RuleDialog } from './rule-dialog';

type Editing = { rule: CommunityRule | null } | null;

/** Rules in order (zIndex): add, edit, delete after a confirmation (§5), and move up or down. */
export function RulesPanel({ community }: { community: Community }) {
  const { announce, run } = usePanelAlerts('modtools-rules');
  const query = useGetRulesQuery(community.id);
  const [addRule] = useAddRuleMutation();
  const [updateRule] = useUpdateRuleMutation();
  const [moveRule, { isLoading: isMoving }] = useMoveRuleMutation();
  const [deleteRule] = useDeleteRuleMutation();
  const [editing, setEditing] = useState<Editing>(null);

  const handleSubmit = async (values: { rule: string; description: string | null }): Promise<string | null> => {
    const current = editing?.rule ?? null;
    try {
      if (current) await updateRule({ communityId: community.id, rule: { ...current, ...values } }).unwrap();
      else await addRule({ communityId: community.id, ...values }).unwrap();
      setEditing(null);
      announce(current ? ModtoolsMessages.ruleSaved : ModtoolsMessages.ruleAdded);
      return null;
    } catch (failure) {
      return refusalText(failure);
    }
  };

  const handleDelete = async (rule: CommunityRule) => {
    if (!window.confirm(ModtoolsMessages.deleteRuleConfirm)) return;
    await run(() => deleteRule({ communityId: community.id, ruleId: rule.id }).unwrap(), ModtoolsMessages.ruleDeleted);
  };

  const handleMove = async (index: number, direction: -1 | 1) => {
    const rules = query.data;
    if (!rules || isMoving) return;
    await run(() => moveRule({ communityId: community.id, rules, index, direction }).unwrap());
  };

  const addButton = <PanelDialogButton label={ModtoolsMessages.addRule} onOpen={() => setEditing({ rule: null })} />;
  return (
    <PanelFrame title={ModtoolsMessages.pages.rules} actions={addButton}>
      <PanelList query={query} items={query.data} emptyText={ModtoolsMessages.noRules}>
        {(rules) => (
          <ol className="modtools-list">
            {rules.map((rule, index) => (
              <li key={rule.id} className="modtools-item">
                <div className="modtools-item__body">
                  <p className="modtools-item__title">
                    {index + 1}. {rule.rule}
                  </p>
                  {rule.description && <p className="modtools-item__excerpt">{rule.description}</p>}
                </div>
                <div className="modtools-item__actions">
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={ModtoolsMessages.moveUp(rule.rule)}
                    disabled={index === 0 || isMoving}
                    onClick={() => void handleMove(index, -1)}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={ModtoolsMessages.moveDown(rule.rule)}
                    disabled={index === rules.length - 1 || isMoving}
                    onClick={() => void handleMove(index, 1)}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                  <button type="button" className="button button--ghost button--sm" aria-haspopup="dialog" onClick={() => setEditing({ rule })}>
                    {ModtoolsMessages.edit}
                  </button>
                  <button type="button" className="button button--ghost button--sm" onClick={() => void handleDelete(rule)}>
                    {ModtoolsMessages.delete}
                  </button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </PanelList>
      {editing && <RuleDialog rule={editing.rule} onSubmit={handleSubmit} onClose={() => setEditing(null)} />}
    </PanelFrame>
  );
}
