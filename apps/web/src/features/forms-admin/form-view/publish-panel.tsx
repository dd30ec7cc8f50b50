import { ta } from '@eform/core/messages/admin';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { isApiStatus } from '../../../lib/http/api-error';
import { setFormPublished, useFormDetail } from '../../form-admin-kit';
import { useCan } from '../../session';
import { DetailPanel } from './detail-panel';
import { PublishControl } from './publish-control';

/**
 * Publish or unpublish the form (doc 2 §2, §4): the answer is the updated form, put in place of
 * the shown one. Not a save of the content, so no revision is named.
 */
export function PublishPanel() {
  const { form, replace } = useFormDetail();
  const can = useCan();
  const mutation = useMutation({
    mutationFn: (published: boolean) => setFormPublished(form.form_id, published),
    onSuccess: replace,
    onError: (error, published) => {
      // A form nobody could send (422) is refused with the server's reason; show that.
      const reason = isApiStatus(error, 422) ? error.message : undefined;
      notifications.show({
        color: 'red',
        message:
          reason ??
          (published ? ta('formDetail.publish.failed') : ta('formDetail.publish.unpublishFailed')),
      });
    },
  });
  return (
    <DetailPanel title={ta('formDetail.publish.title')} testId="form-publish-panel">
      <PublishControl
        published={form.published_at !== null}
        canPublish={can('eform form publish')}
        canUnpublish={can('eform form unpublish')}
        pending={mutation.isPending}
        updatedAt={form.updated_at}
        username={form.user?.username}
        onChange={(published) => mutation.mutate(published)}
      />
    </DetailPanel>
  );
}
