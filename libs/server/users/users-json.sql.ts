import { ZERO_ID, ZERO_TIME } from '@app/contract';

/** `to_char` of a timestamptz as toWireTime writes it: UTC, whole seconds (cut, not rounded, as toISOString + the regex). */
export function wireTimeSql(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
}

/** A nullable timestamptz as a JSON value: the wire time in quotes, or null. */
export function wireTimeOrNullJsonSql(column: string): string {
  return `coalesce(to_json(${wireTimeSql(column)})::text, 'null')`;
}

/**
 * SQL for the JSON text of `toUser(row, null)`, the User as a visitor sees it, for the users row aliased
 * `u`: byte-for-byte `JSON.stringify(toUser(…, null))` (apps/api/test/post-page-json.int-spec.ts compares
 * them). Kept beside toUser so a change of one is a change of the other. A deleted account is a ghost.
 */
export function visitorUserJsonSql(u: string): string {
  const ghost = `${u}.deleted_at IS NOT NULL`;
  const flag = (column: string, key: string) => `',"${key}":' || ${u}.${column}::text`;
  return `('{"id":' || CASE WHEN ${ghost} THEN '"${ZERO_ID}"' ELSE to_json(${u}.id)::text END
    || ',"username":' || CASE WHEN ${ghost} THEN '"ghost"' ELSE to_json(${u}.username)::text END
    || ',"email":null,"emailConfirmedAt":' || ${wireTimeOrNullJsonSql(`${u}.email_confirmed_at`)}
    || ',"aboutMe":' || coalesce(to_json(${u}.about_me)::text, 'null')
    || ',"points":' || ${u}.points::text || ${flag('is_admin', 'isAdmin')} || ',"proPic":null'
    || ',"badges":' || CASE WHEN ${ghost} THEN '[]' ELSE coalesce((SELECT '[' || string_agg('{"id":' || b.id::text || ',"type":' || to_json(t.name)::text || '}', ',' ORDER BY b.id) || ']'
         FROM badges b JOIN badge_types t ON t.id = b.type_id WHERE b.user_id = ${u}.id), '[]') END
    || ',"noPosts":' || ${u}.no_posts::text || ',"noComments":' || ${u}.no_comments::text
    || ',"lastSeenMonth":' || to_json(to_char(${u}.last_seen AT TIME ZONE 'UTC', 'FMMonth YYYY'))::text
    || ',"createdAt":' || CASE WHEN ${ghost} THEN '"${ZERO_TIME}"' ELSE to_json(${wireTimeSql(`${u}.created_at`)})::text END
    || ',"deleted":' || (${ghost})::text
    || ',"deletedAt":' || CASE WHEN ${ghost} THEN '"${ZERO_TIME}"' ELSE 'null' END
    || ${flag('upvote_notifications_off', 'upvoteNotificationsOff')} || ${flag('reply_notifications_off', 'replyNotificationsOff')}
    || ',"homeFeed":' || to_json(${u}.home_feed)::text
    || ${flag('remember_feed_sort', 'rememberFeedSort')} || ${flag('embeds_off', 'embedsOff')}
    || ${flag('hide_user_profile_pictures', 'hideUserProfilePictures')} || ${flag('require_alt_text', 'requireAltText')}
    || ',"bannedAt":' || ${wireTimeOrNullJsonSql(`${u}.banned_at`)}
    || ',"isBanned":' || (${u}.banned_at IS NOT NULL)::text
    || ',"notificationsNewCount":' || ${u}.notifications_new_count::text
    || ',"moddingList":null}')`;
}
