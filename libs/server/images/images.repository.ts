import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { queryRows, TransactionalRepository } from '@app/server/core/database';
import type { ImageContext } from './image-contexts';
import { CommunityPictureSlot, ImageCopyRecord, ImageRecord, NewImage } from './image.types';

interface ImageRow {
  id: string;
  user_id: string | null;
  context: ImageContext;
  format: ImageRecord['format'];
  width: number;
  height: number;
  size: number;
  average_color: string;
  alt_text: string | null;
  temporary: boolean;
  created_at: Date;
}

/** Answers list an image's copies from its context and size (images.mapper.ts), so `image_copies` is not read here. */
const SELECT_IMAGES = `
  SELECT i.id, i.user_id, i.context, i.format, i.width, i.height, i.size, i.average_color, i.alt_text, i.temporary, i.created_at
  FROM images i`;

function toRecord(row: ImageRow): ImageRecord {
  return {
    id: row.id,
    userId: row.user_id,
    context: row.context,
    format: row.format,
    width: row.width,
    height: row.height,
    size: row.size,
    averageColor: row.average_color,
    altText: row.alt_text,
    temporary: row.temporary,
    createdAt: row.created_at,
  };
}

/** An image as the file server sees it. */
export interface ServedImage {
  id: string;
  context: ImageContext;
  format: ImageRecord['format'];
  width: number;
  height: number;
  /** The made copy the requested box names; null for the original or a copy not made yet. */
  copyName: string | null;
}

/** Who may set an image's alt text (docs/api/posts.md `PUT /api/images/{id}`), in one row. */
export interface AltTextFacts {
  uploaderId: string | null;
  temporary: boolean;
  callerIsAdmin: boolean;
  callerIsPostAuthor: boolean;
  callerHasItAsProPic: boolean;
  callerModsItsCommunity: boolean;
}

/** All SQL of the images area. */
@Injectable()
export class ImagesRepository extends TransactionalRepository {
  async insert(image: NewImage, db: DataSource | EntityManager = this.db): Promise<void> {
    await db.query(
      `INSERT INTO images (id, user_id, context, format, width, height, size, average_color, alt_text, temporary)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [image.id, image.userId, image.context, image.format, image.width, image.height, image.size, image.averageColor, image.altText, image.temporary],
    );
  }

  async findById(id: string): Promise<ImageRecord | undefined> {
    const rows = await queryRows<ImageRow>(this.db, `${SELECT_IMAGES} WHERE i.id = $1`, [id]);
    return rows[0] && toRecord(rows[0]);
  }

  async findByIds(ids: readonly string[]): Promise<ImageRecord[]> {
    if (!ids.length) return [];
    const rows = await queryRows<ImageRow>(this.db, `${SELECT_IMAGES} WHERE i.id = ANY($1)`, [[...new Set(ids)]]);
    return rows.map(toRecord);
  }

  /**
   * One statement for a page of posts: the images of image posts (with their post and position), the
   * given images (link thumbnails) and the icons and banners of the given communities.
   */
  async findForPosts(
    postIds: readonly string[],
    imageIds: readonly string[],
    communityIds: readonly string[],
  ): Promise<{ images: ImageRecord[]; postImages: { postId: string; imageId: string }[] }> {
    if (!postIds.length && !imageIds.length && !communityIds.length) return { images: [], postImages: [] };
    const rows = await queryRows<ImageRow & { post_id: string | null; position: number | null }>(
      this.db,
      `WITH wanted AS (
         SELECT pi.image_id, pi.post_id, pi.position FROM post_images pi WHERE pi.post_id = ANY($1)
         UNION ALL SELECT DISTINCT x, NULL::varchar, NULL::smallint FROM unnest($2::varchar[]) x
         UNION ALL SELECT DISTINCT p, NULL::varchar, NULL::smallint FROM communities c, LATERAL (VALUES (c.pro_pic_id), (c.banner_image_id)) v(p)
                   WHERE c.id = ANY($3) AND p IS NOT NULL
       )
       SELECT q.*, w.post_id, w.position FROM wanted w JOIN LATERAL (${SELECT_IMAGES} WHERE i.id = w.image_id) q ON true
       ORDER BY w.post_id, w.position`,
      [postIds, imageIds, communityIds],
    );
    return {
      images: rows.map(toRecord),
      postImages: rows.filter((r) => r.post_id !== null).map((r) => ({ postId: r.post_id as string, imageId: r.id })),
    };
  }

  async copyNames(imageId: string): Promise<Set<string>> {
    const rows = await queryRows<{ name: string }>(this.db, `SELECT name FROM image_copies WHERE image_id = $1`, [imageId]);
    return new Set(rows.map((r) => r.name));
  }

  /** Records a copy; a retried job updates the same row. False when the image was deleted meanwhile. */
  async saveCopy(imageId: string, copy: ImageCopyRecord): Promise<boolean> {
    const rows = await queryRows<{ image_id: string }>(
      this.db,
      `INSERT INTO image_copies (image_id, name, width, height, box_width, box_height, fit, format, size)
       SELECT $1::varchar, $2::text, $3::int, $4::int, $5::int, $6::int, $7::text, $8::text, $9::int WHERE EXISTS (SELECT 1 FROM images WHERE id = $1::varchar)
       ON CONFLICT (image_id, name) DO UPDATE SET width = EXCLUDED.width, height = EXCLUDED.height, box_width = EXCLUDED.box_width,
         box_height = EXCLUDED.box_height, fit = EXCLUDED.fit, format = EXCLUDED.format, size = EXCLUDED.size
       RETURNING image_id`,
      [imageId, copy.name, copy.width, copy.height, copy.boxWidth, copy.boxHeight, copy.fit, copy.format, copy.size],
    );
    return rows.length === 1;
  }

  /** What `/images/...` needs: the image, and the name of its made copy with that box, if any. */
  async findForServing(id: string, box?: { width: number; height: number; fit: string }): Promise<ServedImage | undefined> {
    const rows = await queryRows<{ context: ImageContext; format: ImageRecord['format']; width: number; height: number; copy_name: string | null }>(
      this.db,
      `SELECT i.context, i.format, i.width, i.height, c.name AS copy_name FROM images i
       LEFT JOIN image_copies c ON c.image_id = i.id AND c.box_width = $2 AND c.box_height = $3 AND c.fit = $4
       WHERE i.id = $1 LIMIT 1`,
      [id, box?.width ?? -1, box?.height ?? -1, box?.fit ?? ''],
    );
    const row = rows[0];
    return row && { id, context: row.context, format: row.format, width: row.width, height: row.height, copyName: row.copy_name };
  }

  async altTextFacts(imageId: string, callerId: string): Promise<AltTextFacts | undefined> {
    const rows = await queryRows<{
      user_id: string | null;
      temporary: boolean;
      is_admin: boolean;
      post_author: boolean;
      pro_pic: boolean;
      community_mod: boolean;
    }>(
      this.db,
      `SELECT i.user_id, i.temporary,
              coalesce((SELECT is_admin FROM users WHERE id = $2), false) AS is_admin,
              EXISTS (SELECT 1 FROM post_images pi JOIN posts p ON p.id = pi.post_id WHERE pi.image_id = i.id AND p.user_id = $2)
                OR EXISTS (SELECT 1 FROM posts p WHERE p.link_image_id = i.id AND p.user_id = $2) AS post_author,
              EXISTS (SELECT 1 FROM users u WHERE u.id = $2 AND u.pro_pic_id = i.id) AS pro_pic,
              EXISTS (SELECT 1 FROM communities c JOIN community_mods m ON m.community_id = c.id AND m.user_id = $2
                      WHERE c.pro_pic_id = i.id OR c.banner_image_id = i.id) AS community_mod
       FROM images i WHERE i.id = $1`,
      [imageId, callerId],
    );
    const row = rows[0];
    return (
      row && {
        uploaderId: row.user_id,
        temporary: row.temporary,
        callerIsAdmin: row.is_admin,
        callerIsPostAuthor: row.post_author,
        callerHasItAsProPic: row.pro_pic,
        callerModsItsCommunity: row.community_mod,
      }
    );
  }

  async setAltText(imageId: string, altText: string | null): Promise<void> {
    await this.db.query(`UPDATE images SET alt_text = $2 WHERE id = $1`, [imageId, altText]);
  }

  /**
   * Attaches this user's temporary uploads to a post, in order, inside the post's transaction. Answers
   * how many were attached; fewer than asked means some id is unknown, someone else's or already used.
   */
  async attachToPost(tx: EntityManager, postId: string, imageIds: readonly string[], userId: string): Promise<number> {
    const rows = await queryRows<{ id: string }>(
      tx,
      `UPDATE images SET temporary = false WHERE id = ANY($1) AND temporary AND context = 'post' AND user_id = $2 RETURNING id`,
      [imageIds, userId],
    );
    if (rows.length !== imageIds.length) return rows.length;
    await tx.query(`INSERT INTO post_images (post_id, image_id, position) SELECT $1, x.id, x.n - 1 FROM unnest($2::varchar[]) WITH ORDINALITY AS x(id, n)`, [
      postId,
      imageIds,
    ]);
    return rows.length;
  }

  /** How many of `imageIds` this user could attach to a new post now. */
  async countAttachable(imageIds: readonly string[], userId: string): Promise<number> {
    const rows = await queryRows<{ n: number }>(
      this.db,
      `SELECT count(*)::int AS n FROM images WHERE id = ANY($1) AND temporary AND context = 'post' AND user_id = $2`,
      [imageIds, userId],
    );
    return rows[0]?.n ?? 0;
  }

  /** Temporary uploads older than `hours`, oldest first. */
  async expiredTemporary(hours: number, limit: number): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      `SELECT id FROM images WHERE temporary AND created_at < now() - make_interval(hours => $1) ORDER BY created_at LIMIT $2`,
      [hours, limit],
    );
    return rows.map((r) => r.id);
  }

  /** Deletes the rows (copies cascade; pictures and link thumbnails pointing at them become null). */
  async imageIdsOfPost(postId: string): Promise<string[]> {
    const rows = await queryRows<{ image_id: string }>(this.db, `SELECT image_id FROM post_images WHERE post_id = $1`, [postId]);
    return rows.map((r) => r.image_id);
  }

  async imageIdsOfPosts(postIds: readonly string[]): Promise<string[]> {
    const rows = await queryRows<{ image_id: string }>(this.db, `SELECT image_id FROM post_images WHERE post_id = ANY($1)`, [postIds]);
    return rows.map((r) => r.image_id);
  }

  async delete(ids: readonly string[], onlyTemporary = false): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await queryRows<{ id: string }>(this.db, `DELETE FROM images WHERE id = ANY($1) ${onlyTemporary ? 'AND temporary' : ''} RETURNING id`, [ids]);
    return rows.map((r) => r.id);
  }

  /**
   * Account deletion: the user's profile picture and the uploads no post took, in the deletion's
   * transaction (copies cascade, `users.pro_pic_id` becomes null). Answers their ids, for the files.
   */
  async deleteAccountImages(tx: EntityManager, userId: string): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(tx, `DELETE FROM images WHERE user_id = $1 AND (context = 'user' OR temporary) RETURNING id`, [userId]);
    return rows.map((r) => r.id);
  }

  /** Sets a user's picture and answers the one it replaced. */
  async replaceUserPicture(tx: EntityManager, userId: string, imageId: string | null): Promise<string | null> {
    const rows = await queryRows<{ previous: string | null }>(
      tx,
      `UPDATE users u SET pro_pic_id = $2 FROM (SELECT id, pro_pic_id FROM users WHERE id = $1 FOR UPDATE) old
       WHERE u.id = old.id RETURNING old.pro_pic_id AS previous`,
      [userId, imageId],
    );
    return rows[0]?.previous ?? null;
  }

  async userPictureId(userId: string): Promise<string | null> {
    const rows = await queryRows<{ pro_pic_id: string | null }>(this.db, `SELECT pro_pic_id FROM users WHERE id = $1`, [userId]);
    return rows[0]?.pro_pic_id ?? null;
  }

  /** Sets a community's icon or banner and answers the one it replaced. */
  async replaceCommunityPicture(tx: EntityManager, communityId: string, slot: CommunityPictureSlot, imageId: string | null): Promise<string | null> {
    const column = slot === 'pro_pic' ? 'pro_pic_id' : 'banner_image_id';
    const rows = await queryRows<{ previous: string | null }>(
      tx,
      `UPDATE communities c SET ${column} = $2 FROM (SELECT id, ${column} AS previous FROM communities WHERE id = $1 FOR UPDATE) old
       WHERE c.id = old.id RETURNING old.previous`,
      [communityId, imageId],
    );
    return rows[0]?.previous ?? null;
  }

  /** A link post still waiting for its thumbnail (not content-deleted), or undefined. */
  async linkPostWaitingForThumbnail(postId: string): Promise<{ url: string; userId: string } | undefined> {
    const rows = await queryRows<{ link_url: string; user_id: string }>(
      this.db,
      `SELECT link_url, user_id FROM posts WHERE id = $1 AND type = 'link' AND link_url IS NOT NULL AND link_image_id IS NULL AND deleted_content_at IS NULL`,
      [postId],
    );
    return rows[0] && { url: rows[0].link_url, userId: rows[0].user_id };
  }

  /** Makes the image the post's thumbnail (no longer temporary); false when the post got one meanwhile or lost its content. */
  async setLinkThumbnail(postId: string, imageId: string): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      `WITH post AS (
         UPDATE posts SET link_image_id = $2 WHERE id = $1 AND link_image_id IS NULL AND deleted_content_at IS NULL RETURNING id
       )
       UPDATE images SET temporary = false WHERE id = $2 AND EXISTS (SELECT 1 FROM post) RETURNING id`,
      [postId, imageId],
    );
    return rows.length === 1;
  }
}
