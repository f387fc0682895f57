/**
 * The errors of uploads. The REST error handler answers them as {error, message, errors} on
 * /api/upload paths; the original description of a file error travels in errors.image.
 */
import { MESSAGES } from '@tumbuh/shared';
import { AppError, badInput } from '../../errors';

export const fileTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', MESSAGES.fileTooLarge, { image: MESSAGES.fileTooLargeDescription });
export const invalidFileType = () => new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.fileTypeInvalid, { image: MESSAGES.fileTypeInvalidDescription });
export const noImageFile = () => badInput('No image file provided', { image: 'No image file provided' });
export const uploadCutOff = () => badInput('The upload was cut off before it finished');
export const notMultipart = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 'The request must be multipart/form-data with the image in the "image" field');
export const storageUnavailable = () => new AppError('SERVICE_UNAVAILABLE', 'The image could not be stored, please try again shortly');
