import 'reflect-metadata';
import { parse } from 'node:querystring';
import { ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { Type } from 'class-transformer';
import { getMetadataStorage, IsIn, IsOptional, IsString } from 'class-validator';
import { DomainError } from '@app/server/core/errors';
import * as comments from '../dto/comments.dto';
import * as communities from '../dto/communities.dto';
import * as lists from '../dto/lists.dto';
import * as mutes from '../dto/mutes.dto';
import * as notifications from '../dto/notifications.dto';
import * as posts from '../dto/posts.dto';
import * as profiles from '../dto/profiles.dto';
import * as reports from '../dto/reports.dto';
import * as siteAdmin from '../dto/site-admin.dto';
import { ContractValidationPipe } from './validation.pipe';

type Dto = new () => object;

/** The pipe as it was for every query: class-transformer and class-validator. */
const reference = new ValidationPipe({ whitelist: true, transform: true, forbidUnknownValues: true, exceptionFactory: () => new DomainError('INVALID_JSON') });

const QUERY_DTOS = Object.entries({ ...comments, ...communities, ...lists, ...mutes, ...notifications, ...posts, ...profiles, ...reports, ...siteAdmin }).filter(([name]) => name.endsWith('QueryDto')) as Array<[string, Dto]>;

class WithRule {
  @IsOptional() @IsIn(['a']) sort?: string;
}
class WithTransform {
  @IsOptional() @IsString() @Type(() => String) sort?: string;
}

/** The outcome as an answer sees it: the class, its own keys in order with their values, or the error's key. */
async function outcome(pipe: { transform(value: unknown, metadata: ArgumentMetadata): unknown }, dto: Dto, query: unknown): Promise<unknown> {
  try {
    const value = (await pipe.transform(query, { type: 'query', metatype: dto, data: undefined })) as object;
    return { class: value.constructor.name, entries: Object.entries(value) };
  } catch (error) {
    return error instanceof DomainError ? { error: error.key } : { thrown: String(error) };
  }
}

const propertiesOf = (dto: Dto) => [...new Set(getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false).map((rule) => rule.propertyName))];

function queriesFor(dto: Dto): unknown[] {
  const names = propertiesOf(dto);
  const all = names.map((name, i) => `${name}=v${i}`).join('&');
  return [
    parse(''),
    parse(all),
    parse(names.map((name) => `${name}=`).join('&')),
    parse(`${all}&unknown=1&__proto__=x&constructor=y&toString=z`),
    parse(`zz=1&${[...names].reverse().map((name) => `${name}=r`).join('&')}`),
    ...names.map((name) => parse(`${name}=a&${name}=b`)),
    ...names.map((name) => parse(`other=1&${name}=%E2%9C%93`)),
    { ...parse(all), extra: { nested: true } },
  ];
}

describe('ContractValidationPipe on query DTOs', () => {
  const pipe = new ContractValidationPipe();

  it('finds the query DTOs', () => {
    expect(QUERY_DTOS.map(([name]) => name)).toEqual(expect.arrayContaining(['FeedQueryDto', 'ProfileFeedQueryDto', 'CommentsQueryDto']));
  });

  it.each(QUERY_DTOS)('answers %s exactly as ValidationPipe did', async (_name, dto) => {
    for (const query of queriesFor(dto)) {
      expect({ query, outcome: await outcome(pipe, dto, query) }).toEqual({ query, outcome: await outcome(reference, dto, query) });
    }
  });

  it('takes the direct path for the feeds', async () => {
    const full = jest.spyOn(ValidationPipe.prototype, 'transform');
    try {
      for (const dto of [posts.FeedQueryDto, profiles.ProfileFeedQueryDto]) {
        expect(propertiesOf(dto).length).toBeGreaterThan(2);
        await outcome(pipe, dto, parse('sort=hot&limit=5'));
        await outcome(pipe, dto, parse('limit=5&limit=6'));
      }
      expect(full).not.toHaveBeenCalled();
    } finally {
      full.mockRestore();
    }
  });

  it('gives a repeated feed parameter 400 invalid_json, and keeps only the known ones', async () => {
    expect(await outcome(pipe, posts.FeedQueryDto, parse('sort=hot&sort=new'))).toEqual({ error: 'INVALID_JSON' });
    expect(await outcome(pipe, posts.FeedQueryDto, parse('sort=hot&x=1&communityId=c'))).toEqual({ class: 'FeedQueryDto', entries: expect.arrayContaining([['sort', 'hot'], ['communityId', 'c']]) });
  });

  it('leaves classes with other rules or class-transformer decorators to ValidationPipe', async () => {
    expect(await outcome(pipe, WithRule, parse('sort=b'))).toEqual({ error: 'INVALID_JSON' });
    for (const dto of [WithRule, WithTransform]) {
      for (const query of [parse('sort=a'), parse('sort=b&x=1'), parse('sort=a&sort=a')]) expect(await outcome(pipe, dto, query)).toEqual(await outcome(reference, dto, query));
    }
  });
});
