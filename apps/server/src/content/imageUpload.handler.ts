import type { ContentImage } from '@portal/contract';
import type { StaffContext } from '../staff/staffContext.ts';
import { storeContentImage } from './contentImages.ts';

/**
 * A staff upload as every desk takes it (the content desk's pictures, a promotion's banner):
 * stored once its bytes decode ({@link storeContentImage}) and audited with what the staff
 * member named and declared, and where it is to be used when the desk says.
 */
export const uploadStaffImage = async (
  input: { data: string; fileName?: string | undefined; declaredType?: string | undefined },
  ctx: StaffContext,
  use?: string,
): Promise<ContentImage> => {
  const image = await storeContentImage(ctx.db, {
    base64: input.data,
    merchantId: ctx.staff.merchantId,
    staffId: ctx.staff.id,
    now: ctx.now,
  });
  await ctx.audit({
    action: 'image.upload',
    targetType: 'image',
    targetId: image.id,
    after: {
      ...image,
      ...(use ? { use } : {}),
      fileName: input.fileName ?? null,
      declaredType: input.declaredType ?? null,
    },
  });
  return image;
};
