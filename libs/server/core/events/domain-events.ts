import { Global, Injectable, Logger, Module } from '@nestjs/common';

/**
 * Facts one area announces and others react to, so an area never reaches into another's tables and
 * dependencies stay one-way (posts do not know about reports; reports listen to posts).
 */
export interface DomainEventPayloads {
  /** Deleted as `mods` or `admins` (not by the author): its reports go. */
  'post.removed-by-moderation': { postId: string };
  'comment.deleted': { commentId: string };
}

export type DomainEventName = keyof DomainEventPayloads;
type Handler<N extends DomainEventName> = (payload: DomainEventPayloads[N]) => Promise<void>;

@Injectable()
export class DomainEvents {
  private readonly logger = new Logger(DomainEvents.name);
  private readonly handlers = new Map<DomainEventName, Handler<DomainEventName>[]>();

  on<N extends DomainEventName>(name: N, handler: Handler<N>): void {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler as Handler<DomainEventName>]);
  }

  /** Runs every handler after the emitter's transaction committed; a failing handler is logged, not thrown. */
  async emit<N extends DomainEventName>(name: N, payload: DomainEventPayloads[N]): Promise<void> {
    for (const handler of this.handlers.get(name) ?? []) {
      await handler(payload).catch((error: unknown) => this.logger.error(`${name}: ${error instanceof Error ? error.stack : String(error)}`));
    }
  }
}

@Global()
@Module({ providers: [DomainEvents], exports: [DomainEvents] })
export class DomainEventsModule {}
