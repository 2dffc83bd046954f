import { ModlogLimits, ModlogMessages } from '@app/contract';
import { useId } from 'react';
import { useRemovalRulesQuery } from './moderation.api';
import './moderation.css';

export interface RemovalReason {
  /** One of the community's rules, as its id; null = none picked. */
  ruleId: number | null;
  /** Free text, alone or after the rule. */
  reason: string;
}

export const NO_REASON: RemovalReason = { ruleId: null, reason: '' };

/** The query fields a removal sends (docs/moderation-log.md): only what was given. */
export function reasonParams(value: RemovalReason): { ruleId?: number; reason?: string } {
  return { ...(value.ruleId !== null ? { ruleId: value.ruleId } : {}), ...(value.reason.trim() ? { reason: value.reason.trim() } : {}) };
}

/**
 * Why a moderator removes something: one of the community's rules, and/or a few words. Shown inside a removal's
 * confirmation dialog; the author is told the reason with a link to the rules.
 */
export function RemovalReasonFields({ communityId, value, onChange }: { communityId: string; value: RemovalReason; onChange: (next: RemovalReason) => void }) {
  const { data: rules } = useRemovalRulesQuery(communityId);
  const id = useId();
  return (
    <fieldset className="removal-reason">
      <legend>{ModlogMessages.removeTitle}</legend>
      <p className="removal-reason__hint">{ModlogMessages.removeIntro}</p>
      {rules && rules.length > 0 && (
        <div className="removal-reason__rules" role="radiogroup" aria-label={ModlogMessages.reasonRule}>
          <label className="dialog-form__choice">
            <input type="radio" name={`${id}-rule`} checked={value.ruleId === null} onChange={() => onChange({ ...value, ruleId: null })} />
            {ModlogMessages.reasonFree}
          </label>
          {rules.map((rule) => (
            <label key={rule.id} className="dialog-form__choice">
              <input type="radio" name={`${id}-rule`} checked={value.ruleId === rule.id} onChange={() => onChange({ ...value, ruleId: rule.id })} />
              {rule.rule}
            </label>
          ))}
        </div>
      )}
      <label htmlFor={`${id}-text`} className="removal-reason__label">
        {ModlogMessages.reasonFreeLabel}
      </label>
      <textarea
        id={`${id}-text`}
        className="removal-reason__text"
        rows={2}
        maxLength={ModlogLimits.reasonMax}
        value={value.reason}
        onChange={(event) => onChange({ ...value, reason: event.target.value })}
      />
    </fieldset>
  );
}
