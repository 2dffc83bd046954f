/**
 * Texts of the post page's extra actions, the composer's 'speaking officially' picker and sidebar,
 * and the community picture dialogs (docs/screens.md §2, docs/api/constants.md §8). Apart
 * from UiMessages because only lazily loaded screens use them: the home route's initial JS does not
 * carry them.
 */
export const PostExtrasMessages = {
  announce: 'Announce',
  /** The post page's two menus (docs/screens.md §4, Post): a moderator's and an admin's actions on the post. */
  modActions: 'Mod actions',
  adminActions: 'Admin actions',
  announced: 'Announced to all users.',
  alreadyAnnounced: 'Already announced',
  deletePostContent: { image: 'Delete image', link: 'Delete link' },
  deletePostTitle: 'Delete post',
  deleteAsLabel: 'Delete as',
  deleteAsOptions: { normal: 'The author', mods: 'A moderator', admins: 'An admin' },
  /** Moderators may delete a post from their community but not its content (docs/api/posts.md, DELETE). */
  alsoDeleteContent: 'Also delete its content: the text, the link and the images',
  deleteContentConfirm: { image: 'Are you sure you want to delete the image of this post?', link: 'Are you sure you want to delete the link of this post?' },
  shareOnX: 'Share on X',
  shareOnFacebook: 'Share on Facebook',
  downloadImage: 'Download image',
  viewFullImage: 'View full size',
  fullImage: 'Image',
  speakingOfficiallyOptions: { normal: 'No, as myself', mods: 'As a moderator', admins: 'As an admin' },
  communityInfo: 'Community info',
  editBanner: 'Edit banner',
  editIcon: 'Edit icon',
  chooseImage: 'Choose image',
  imagePreview: 'Preview',
  saveImage: 'Save',
  deleteImage: 'Delete image',
  deleteImageConfirm: 'Are you sure you want to delete the current image?',
  altTextSaved: 'Alt text saved.',
  imageSaved: 'Image saved.',
  imageDeleted: 'Image deleted.',
  noImageChosen: 'No image yet.',
} as const;
