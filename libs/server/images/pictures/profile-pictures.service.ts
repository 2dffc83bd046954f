import { Injectable } from '@nestjs/common';
import { User } from '@app/contract';
import { DomainError } from '@app/server/core/errors';
import { PictureSlotsService, requireFile, UploadedFile } from '@app/server/images';
import { toUser, UserEntity, UsersService } from '@app/server/users';

/** `POST|DELETE /api/users/{username}/pro_pic` (docs/api/users.md): the account owner only; answers the updated User. */
@Injectable()
export class ProfilePicturesService {
  constructor(
    private readonly users: UsersService,
    private readonly slots: PictureSlotsService,
  ) {}

  async set(username: string, file: UploadedFile | undefined, callerId: string): Promise<User> {
    const user = await this.owned(username, callerId);
    const bytes = requireFile(file);
    if (user.deletedAt) throw new DomainError('USER_DELETED');
    const proPic = await this.slots.setUserPicture(user.id, bytes);
    return toUser(user, { id: user.id, isAdmin: user.isAdmin }, { proPic, badges: await this.users.badgesOf(user) });
  }

  async remove(username: string, callerId: string): Promise<User> {
    const user = await this.owned(username, callerId);
    await this.slots.setUserPicture(user.id, null);
    return toUser(user, { id: user.id, isAdmin: user.isAdmin }, { proPic: null, badges: await this.users.badgesOf(user) });
  }

  private async owned(username: string, callerId: string): Promise<UserEntity> {
    const user = await this.users.findByUsername(username);
    if (!user) throw new DomainError('USER_NOT_FOUND');
    if (user.id !== callerId) throw new DomainError('NOT_OWNER');
    return user;
  }
}
