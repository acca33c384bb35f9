import type { ImageResolvers } from '../../../generated/resolvers-types.js';
import { checkImageSize } from '../../shared/arguments.js';

/**
 * An image's URL at the size a screen asks for (the provider's asset URL accepts w, h and crop; sizes in CSS pixels,
 * checked by `checkImageSize`) and its text alternative.
 */
export const Image: ImageResolvers = {
  url: (image, { width, height }) => {
    checkImageSize(width, ['width']);
    if (height != null) checkImageSize(height, ['height']);
    const url = new URL(image.assetUrl);
    url.searchParams.set('w', String(width));
    if (height) {
      url.searchParams.set('h', String(height));
      url.searchParams.set('crop', '1');
    }
    return url.toString();
  },
  alt: (image) => image.alt,
};
