import type { Image } from '@app/contract';

/** An uploaded image as the api sends it, for the gallery specs. */
export function testImage(id: string, altText: string | null = `Alt ${id}`): Image {
  return { id, format: 'jpeg', mimetype: 'image/jpeg', width: 800, height: 600, size: 1, averageColor: '#888', url: `/images/${id}.jpg`, copies: [], altText };
}
