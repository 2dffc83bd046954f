#!/usr/bin/env bash
# Backs Quorum up into one folder: the database (pg_dump, custom format) and the image store (tar).
#   tools/ops/backup.sh DATABASE_URL IMAGES_DIR OUT_DIR
# Writes OUT_DIR/quorum-<UTC time>.dump and OUT_DIR/images-<UTC time>.tar.gz and prints their names.
# Needs pg_dump of the server's major version or newer. Sessions, rate limits and queued jobs (Redis) are not
# kept: after a restore everyone signs in again, and image copies that were queued are made on first view.
# docs/operations.md, "Backups"; tested by tools/ops/backup-restore.int-spec.ts.
set -euo pipefail
if [ "$#" -ne 3 ]; then
  echo "usage: $0 DATABASE_URL IMAGES_DIR OUT_DIR" >&2
  exit 2
fi
database_url=$1 images_dir=$2 out_dir=$3
mkdir -p "$out_dir"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
dump="$out_dir/quorum-$stamp.dump"
images="$out_dir/images-$stamp.tar.gz"

# The database first, then the files: an image is written before its row is committed, so every image the
# dump knows is already on disk when tar runs (files newer than the dump are unreferenced and harmless).
# One consistent snapshot (a repeatable-read transaction); owners and grants are left to the restoring server.
pg_dump --format=custom --no-owner --no-privileges --file="$dump" "$database_url"
tar -C "$images_dir" -czf "$images" .

echo "$dump"
echo "$images"
