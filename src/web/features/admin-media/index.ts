// The media library: every upload with where the content uses it, its focal point and removal,
// uploading several files at once, and choosing one from the library for a field.

export { FocalPointEditor } from './focal-point-editor.js';
export { MediaLibrary } from './media-library.js';
export { MediaLibraryDialog, mediaDisplayName } from './media-library-dialog.js';
export { MediaPreview } from './media-preview.js';
export { mediaLibraryKey, useMediaLibrary } from './media-queries.js';
export { UploadProgressStatus } from './upload-progress-status.js';
export { type FileUpload, type MediaKind, type UploadMedia, useMediaUploads } from './use-media-uploads.js';
