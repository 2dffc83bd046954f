import type { IPBlock } from '@app/contract';

/** The block's range as typed: a host (`maskedBits` 0, docs/api/users.md) or address/prefix. */
export function blockRange(block: Pick<IPBlock, 'ip' | 'maskedBits'>): string {
  return block.maskedBits === 0 ? block.ip : `${block.ip}/${block.maskedBits}`;
}

/** In effect; cancelled by an admin; or switched off by the expiry job (`cancelledAt` stays null then). */
export function blockState(block: Pick<IPBlock, 'inEffect' | 'cancelledAt'>): 'inEffect' | 'cancelledAt' | 'expired' {
  if (block.inEffect) return 'inEffect';
  return block.cancelledAt ? 'cancelledAt' : 'expired';
}

/** Hours until the block ends; blank or 0 = never (the server reads ≤ 0.0001 as never). Null when not a number ≥ 0. */
export function parseExpiresIn(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const hours = Number(trimmed);
  return Number.isFinite(hours) ? hours : null;
}
