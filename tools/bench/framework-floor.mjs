#!/usr/bin/env node
// `node tools/bench/framework-floor.mjs [--duration 5] [--connections 8] [--rounds 2]`
// What the web framework alone costs per request, with no database and no middleware: the same ~15 kB JSON
// (a feed page's shape and size) answered by bare node:http, by Express 5 and by NestJS 11 on its Express
// adapter (the api's stack), each in a process of its own, loaded by autocannon from this process, rounds
// alternated. The bench's floor (tools/bench/floor) is node:http plus the feed's SQL, so the gap between the
// first line and the third is what Nest on Express adds before any of the api's own work: a bound on how
// close the api can come to the floor (the feeds' target: 0.8 × the floor, docs/performance.md).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '2' },
    // Internal: run one server of this kind and print its port.
    serve: { type: 'string', default: '' },
  },
});

/** A feed page's worth of JSON: 10 posts with their authors, ~15 kB. */
function feedPayload() {
  const author = (i) => ({
    id: `18e0${String(i).padStart(20, '0')}`,
    username: `user_${i}`,
    email: null,
    emailConfirmedAt: null,
    aboutMe: 'About me, a line or two.',
    points: 1234,
    isAdmin: false,
    proPic: null,
    badges: [],
    noPosts: 12,
    noComments: 340,
    lastSeenMonth: 'November 2026',
    createdAt: '2026-01-02T03:04:05Z',
    deleted: false,
    deletedAt: null,
    upvoteNotificationsOff: false,
    replyNotificationsOff: false,
    homeFeed: 'all',
    rememberFeedSort: false,
    embedsOff: false,
    hideUserProfilePictures: false,
    requireAltText: false,
    bannedAt: null,
    isBanned: false,
    notificationsNewCount: 0,
    moddingList: null,
  });
  const post = (i) => ({
    id: `18f0${String(i).padStart(20, '0')}`,
    type: 'text',
    publicId: `0000${i}abc`,
    userId: `18e0${String(i).padStart(20, '0')}`,
    username: `user_${i}`,
    userGroup: 'normal',
    userDeleted: false,
    isPinned: false,
    isPinnedSite: false,
    communityId: '18d0000000000000000000001',
    communityName: 'c_1',
    communityProPic: null,
    communityBannerImage: null,
    title: `A post title number ${i} that is about as long as titles are`,
    body: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(8),
    image: null,
    link: null,
    locked: false,
    lockedBy: null,
    lockedAt: null,
    upvotes: 120 + i,
    downvotes: 3,
    hotness: 1234567890 + i,
    createdAt: '2026-11-20T10:00:00Z',
    editedAt: null,
    lastActivityAt: '2026-11-25T10:00:00Z',
    deleted: false,
    deletedAt: null,
    deletedContent: false,
    noComments: 42,
    comments: null,
    commentsNext: null,
    userVoted: null,
    userVotedUp: null,
    isAuthorMuted: false,
    isCommunityMuted: false,
    lastVisitAt: null,
    newComments: 0,
    author: author(i),
  });
  return { posts: Array.from({ length: 10 }, (_, i) => post(i)), next: '1234567890.18f000000000000000000009' };
}

async function serve(kind) {
  const payload = feedPayload();
  const announce = (port) => console.log(`listening on ${port}`);
  if (kind === 'node') {
    const { createServer } = await import('node:http');
    const server = createServer((req, res) => {
      const text = JSON.stringify(payload);
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
      res.end(text);
    });
    server.listen(0, '127.0.0.1', () => announce(server.address().port));
    return;
  }
  if (kind === 'express') {
    const express = require('express');
    const app = express();
    app.get('/api/posts', (_req, res) => res.json(payload));
    const server = app.listen(0, '127.0.0.1', () => announce(server.address().port));
    return;
  }
  // NestJS on Express, written without decorator syntax (this file is plain JavaScript).
  require('reflect-metadata');
  const { Controller, Get, Module } = require('@nestjs/common');
  const { NestFactory } = require('@nestjs/core');
  class FeedController {
    list() {
      return payload;
    }
  }
  Controller('api')(FeedController);
  Get('posts')(FeedController.prototype, 'list', Object.getOwnPropertyDescriptor(FeedController.prototype, 'list'));
  class AppModule {}
  Module({ controllers: [FeedController] })(AppModule);
  const app = await NestFactory.create(AppModule, { logger: false });
  await app.listen(0, '127.0.0.1');
  announce(app.getHttpServer().address().port);
}

function processCpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime + stime, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function start(kind) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--serve', kind], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const match = /listening on (\d+)/.exec(String(chunk));
      if (match) resolve({ child, url: `http://127.0.0.1:${match[1]}` });
    });
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

async function load(server) {
  const autocannon = require('autocannon');
  const before = processCpuMs(server.child.pid);
  const result = await autocannon({ url: `${server.url}/api/posts`, connections: Number(args.connections), duration: Number(args.duration) });
  const requests = result.requests.total;
  return {
    rps: Math.round(result.requests.average),
    cpuMsPerRequest: (processCpuMs(server.child.pid) - before) / requests,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  const kinds = ['node', 'express', 'nest'];
  console.log(
    `c=${args.connections}, ${args.duration} s a run, ${args.rounds} rounds; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const results = Object.fromEntries(kinds.map((k) => [k, []]));
  for (let round = 0; round < Number(args.rounds); round += 1) {
    for (const kind of kinds) {
      const server = await start(kind);
      await load({ ...server }).catch(() => undefined); // warm-up, same length
      const run = await load(server);
      server.child.kill('SIGTERM');
      results[kind].push(run);
      console.log(`${kind.padEnd(8)} ${String(run.rps).padStart(6)} req/s  ${run.cpuMsPerRequest.toFixed(3)} ms CPU/req  errors ${run.errors}`);
    }
  }
  const mean = (list, key) => list.reduce((sum, r) => sum + r[key], 0) / list.length;
  const node = mean(results.node, 'rps');
  for (const kind of kinds) {
    console.log(
      `${kind.padEnd(8)} mean ${Math.round(mean(results[kind], 'rps'))} req/s (${(mean(results[kind], 'rps') / node).toFixed(2)} × node:http), ${mean(results[kind], 'cpuMsPerRequest').toFixed(3)} ms CPU/req`,
    );
  }
  console.log(
    `load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

if (args.serve) await serve(args.serve);
else await main();
