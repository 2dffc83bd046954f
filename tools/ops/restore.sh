#!/usr/bin/env bash
# Restores a backup of tools/ops/backup.sh into an EMPTY database and an empty (or new) image folder.
#   tools/ops/restore.sh DUMP_FILE IMAGES_TARBALL DATABASE_URL IMAGES_DIR
# Create the database first (createdb, or CREATE DATABASE ...). Stop the api and the worker that use it,
# restore, then start them (with the same SESSION_SECRET, which signs image URLs): the api applies any
# migration newer than the backup on boot. docs/operations.md, "Backups"; tested by backup-restore.int-spec.ts.
set -euo pipefail
if [ "$#" -ne 4 ]; then
  echo "usage: $0 DUMP_FILE IMAGES_TARBALL DATABASE_URL IMAGES_DIR" >&2
  exit 2
fi
dump=$1 images=$2 database_url=$3 images_dir=$4

# All or nothing: one transaction, stopping at the first error.
pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$database_url" "$dump"
mkdir -p "$images_dir"
tar -C "$images_dir" -xzf "$images"
echo "restored $(basename "$dump") and $(basename "$images")"
