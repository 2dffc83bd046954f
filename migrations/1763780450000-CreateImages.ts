import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Images (docs/api/entities.md §1, docs/api/rules.md §13): one row per stored original, one per named copy the worker
 * made, the images of image posts in order, and the pictures of users, communities and link posts.
 * Files live in the image store; these rows say what exists.
 */
export class CreateImages1763780450000 implements MigrationInterface {
  name = 'CreateImages1763780450000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE images (
        id varchar(24) COLLATE "C" PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
        user_id varchar(24) COLLATE "C" REFERENCES users (id),
        context text NOT NULL CHECK (context IN ('post', 'link', 'user', 'community-icon', 'community-banner')),
        format text NOT NULL CHECK (format IN ('jpeg', 'png', 'webp')),
        width integer NOT NULL CHECK (width > 0),
        height integer NOT NULL CHECK (height > 0),
        size integer NOT NULL CHECK (size > 0),
        average_color text NOT NULL,
        alt_text text CHECK (char_length(alt_text) <= 1024),
        temporary boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX images_temporary_idx ON images (created_at) WHERE temporary`);
    await q.query(`
      CREATE TABLE image_copies (
        image_id varchar(24) COLLATE "C" NOT NULL REFERENCES images (id) ON DELETE CASCADE,
        name text NOT NULL,
        width integer NOT NULL CHECK (width > 0),
        height integer NOT NULL CHECK (height > 0),
        box_width integer NOT NULL,
        box_height integer NOT NULL,
        fit text NOT NULL CHECK (fit IN ('cover', 'contain')),
        format text NOT NULL CHECK (format IN ('jpeg', 'png', 'webp')),
        size integer NOT NULL,
        PRIMARY KEY (image_id, name)
      )`);
    await q.query(`
      CREATE TABLE post_images (
        post_id varchar(24) COLLATE "C" NOT NULL REFERENCES posts (id),
        image_id varchar(24) COLLATE "C" NOT NULL UNIQUE REFERENCES images (id) ON DELETE CASCADE,
        position smallint NOT NULL CHECK (position >= 0),
        PRIMARY KEY (post_id, position)
      )`);
    await q.query(`ALTER TABLE users ADD COLUMN pro_pic_id varchar(24) COLLATE "C" REFERENCES images (id) ON DELETE SET NULL`);
    await q.query(`ALTER TABLE communities ADD CONSTRAINT communities_pro_pic_fk FOREIGN KEY (pro_pic_id) REFERENCES images (id) ON DELETE SET NULL`);
    await q.query(`ALTER TABLE communities ADD CONSTRAINT communities_banner_image_fk FOREIGN KEY (banner_image_id) REFERENCES images (id) ON DELETE SET NULL`);
    await q.query(`ALTER TABLE posts ADD CONSTRAINT posts_link_image_fk FOREIGN KEY (link_image_id) REFERENCES images (id) ON DELETE SET NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE posts DROP CONSTRAINT posts_link_image_fk`);
    await q.query(`ALTER TABLE communities DROP CONSTRAINT communities_banner_image_fk`);
    await q.query(`ALTER TABLE communities DROP CONSTRAINT communities_pro_pic_fk`);
    await q.query(`ALTER TABLE users DROP COLUMN pro_pic_id`);
    await q.query(`DROP TABLE post_images`);
    await q.query(`DROP TABLE image_copies`);
    await q.query(`DROP TABLE images`);
  }
}
