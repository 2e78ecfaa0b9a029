import styled from '@emotion/styled';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Promotion } from '@portal/contract';
import { useLoginPopup, useSession } from '@portal/session';
import { Button, FormStack, FormTextField, Stack, submitFailure } from '@portal/ui-kit';
import { FORM_ERROR } from 'final-form';
import { useId, useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { useApplyPromotion } from './api/kinds.ts';
import { dataUrlOf, type ImagesProblem, imagesProblem } from './applicationImages.ts';

/** The remark's limit (platform-spec section 5; the contract's `remark`). */
const REMARK_MAX = 140;

const IMAGE_PROBLEMS: Record<ImagesProblem, MessageDescriptor> = {
  tooMany: msg`Choose at most 3 images.`,
  type: msg`Images must be png or jpg.`,
  size: msg`Each image must be under 5 MB.`,
};

/**
 * The activity application (rules kind 3): a remark of at most 140 characters and up to 3 png
 * or jpg images under 5 MB, checked here for the member's sake and by their bytes on the
 * server; staff then review it. A visitor is asked to sign in first.
 */
export const ApplicationForm = ({ promotion }: { promotion: Promotion }) => {
  const { t, i18n } = useLingui();
  const { isLogin } = useSession();
  const login = useLoginPopup();
  const apply = useApplyPromotion();
  const imagesId = useId();
  const [images, setImages] = useState<File[]>([]);
  const problem = imagesProblem(images);
  if (!isLogin) {
    return (
      <div>
        <Button onClick={() => login.show()}>{t`Apply`}</Button>
      </div>
    );
  }
  if (apply.isSuccess) {
    return <p role="status">{t`Application sent. Staff will review it.`}</p>;
  }
  return (
    <FinalForm<{ remark?: string }>
      onSubmit={async (values) => {
        if (problem) return { [FORM_ERROR]: i18n._(IMAGE_PROBLEMS[problem]) };
        try {
          const remark = values.remark?.trim();
          await apply.mutateAsync({
            promotionId: promotion.promotionId,
            ...(remark ? { remark } : {}),
            ...(images.length > 0 ? { images: await Promise.all(images.map(dataUrlOf)) } : {}),
          });
          return undefined;
        } catch (error) {
          return submitFailure(i18n, error);
        }
      }}
      render={({ handleSubmit, submitting, submitError, values }) => {
        const length = values.remark?.length ?? 0;
        return (
          <Form noValidate onSubmit={handleSubmit} aria-label={t`Apply for ${promotion.title}`}>
            <FormTextField
              name="remark"
              label={t`Remark`}
              hint={t`${length} of ${REMARK_MAX} characters`}
              validate={(value) =>
                (value?.length ?? 0) > REMARK_MAX ? t`At most ${REMARK_MAX} characters.` : undefined
              }
            />
            <Files gap="xs">
              <label htmlFor={imagesId}>{t`Images (up to 3, png or jpg, under 5 MB each)`}</label>
              <input
                id={imagesId}
                type="file"
                accept="image/png,image/jpeg"
                multiple
                aria-invalid={problem ? true : undefined}
                onChange={(event) => setImages([...(event.target.files ?? [])])}
              />
              {images.length > 0 && (
                <ul aria-label={t`Chosen images`}>
                  {images.map((file) => (
                    <li key={`${file.name}-${file.size}`}>{file.name}</li>
                  ))}
                </ul>
              )}
              {problem && <p role="alert">{i18n._(IMAGE_PROBLEMS[problem])}</p>}
            </Files>
            {submitError && <p role="alert">{submitError}</p>}
            <div>
              <Button type="submit" loading={submitting} disabled={problem !== undefined}>
                {t`Apply`}
              </Button>
            </div>
          </Form>
        );
      }}
    />
  );
};

const Form = styled(FormStack)`
  p {
    margin: 0;
  }
`;

const Files = styled(Stack)`
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
    font-weight: 600;
  }
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.spacing.lg}px;
  }
  [role='alert'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
