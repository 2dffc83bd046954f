import { CanActivate, ExecutionContext, Injectable, Type } from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AppConfig } from '@app/server/core/config';
import { DomainError } from '@app/server/core/errors';
import { bearerMatches } from '@app/server/observability';
import { StaffTwoFactorPolicy, UsersService } from '@app/server/users';
import { ACCESS_METADATA, AccessRule, LOOKUP_FIRST_METADATA, TargetLookup } from './access';

@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly users: UsersService,
    private readonly config: AppConfig,
    private readonly modules: ModuleRef,
    private readonly staffTwoFactor: StaffTwoFactorPolicy,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_METADATA, [context.getHandler(), context.getClass()]);
    if (!rule) throw new Error(`Route ${context.getClass().name}.${context.getHandler().name} declares no access rule`);
    if (rule === 'public') return true;
    if (rule === 'operator') return this.operator(context.switchToHttp().getRequest<Request>());
    const req = context.switchToHttp().getRequest<Request>();
    const userId = req.quorum?.userId;
    if (!userId) {
      const lookup = this.reflector.get<Type<TargetLookup> | undefined>(LOOKUP_FIRST_METADATA, context.getHandler());
      if (lookup) await this.modules.get(lookup, { strict: false }).lookUp(req);
      throw new DomainError('NOT_LOGGED_IN');
    }
    if (rule === 'user') return true;
    // Read from the account on every call, so granting or removing admin takes effect at once.
    const user = await this.users.findById(userId);
    if (!user?.isAdmin) throw new DomainError('NOT_ADMIN');
    await this.staffTwoFactor.assertSatisfied(userId);
    return true;
  }

  /** No token configured: the route is not served (404, as any unknown path); a wrong or missing bearer: 401. */
  private operator(req: Request): boolean {
    const token = this.config.metricsToken;
    if (!token) throw new DomainError('ENDPOINT_NOT_FOUND');
    if (!bearerMatches(req.headers.authorization, token)) throw new DomainError('OPERATOR_TOKEN_REQUIRED', undefined, { 'WWW-Authenticate': 'Bearer' });
    return true;
  }
}
