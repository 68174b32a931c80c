import { Box, Button, chakra, FileUpload, HStack, Image, Text, useFieldContext } from '@chakra-ui/react';
import { FileText, Paperclip } from 'lucide-react';
import { useEffect, useRef, type RefCallback } from 'react';
import type { ClaimAttachmentInput } from '../../graphql/__generated__/graphql';
import { formatFileSize } from '../../lib/format';
import { servedByPortalServer } from '../../lib/server-mode';
import { ATTACHMENT_TYPES } from '../../lib/validation/claims';
import { uploadEvidence } from './evidence-upload';

/**
 * A claim's evidence file as the participant picks it and sends it: the picker with its preview, and
 * what a form sends of the picked file. The claim drawer's answer and the Submit a claim form share it.
 */

/** A file's name, type and size; its name opens the file where the portal server stored it. */
export function AttachmentLine({ attachment }: { attachment: { name: string; type: string; size: number; url?: string | null } }) {
  return (
    <HStack gap="2" align="flex-start">
      <FileText aria-hidden size={16} />
      <Text as="span" overflowWrap="anywhere">
        {attachment.url ? (
          <chakra.a href={attachment.url} target="_blank" rel="noopener" color="fg.info" textDecoration="underline">
            {attachment.name}
          </chakra.a>
        ) : (
          attachment.name
        )}{' '}
        <Text as="span" color="fg.muted">
          ({attachment.type}, {formatFileSize(attachment.size)})
        </Text>
      </Text>
    </HStack>
  );
}

/** The file a participant picked: what is sent of it, and a preview where the browser can show it. */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
  previewUrl: string | null;
  /** The file itself, uploaded first where the portal server keeps files (docs/server.md, "Evidence files"). */
  blob: File;
}

export function pickedFile(file: File): PickedFile {
  return {
    name: file.name,
    type: file.type,
    size: file.size,
    previewUrl: file.type.startsWith('image/') && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null,
    blob: file,
  };
}

/**
 * The picker holds no file of its own: the form keeps the picked file, so every pick reaches it (the
 * same file again included) and the shared rules (validateAttachment) judge its kind and size.
 */
const NO_FILES: File[] = [];

/**
 * A claim's attachment: a button that opens the file picker, described by the field's hint and error,
 * and the picked file with a button to remove it. Inside the Field.Root, whose label names the file
 * input (the label's only control, so it finds the input in tests and end-to-end specs too).
 */
export function AttachmentPicker({ file, onPick, buttonRef }: { file: PickedFile | null; onPick: (file: File | null) => void; buttonRef?: RefCallback<HTMLButtonElement> }) {
  const field = useFieldContext();
  const trigger = useRef<HTMLButtonElement | null>(null);
  const describedBy = [field?.ariaDescribedby, field?.invalid ? field.ids.errorText : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <FileUpload.Root
      maxFiles={1}
      acceptedFiles={NO_FILES}
      onFileChange={(details) => {
        const [next] = details.acceptedFiles;
        if (next) onPick(next);
      }}
      translations={{ deleteFile: (removed) => `Remove ${removed.name}` }}
      alignItems="flex-start"
      gap="2"
    >
      <FileUpload.HiddenInput accept={ATTACHMENT_TYPES.join(',')} />
      <FileUpload.Trigger asChild>
        <Button
          ref={(element) => {
            trigger.current = element;
            buttonRef?.(element);
          }}
          variant="outline" size="sm" aria-describedby={describedBy}>
          <Paperclip aria-hidden />
          {file ? 'Choose another file' : 'Choose file to attach'}
        </Button>
      </FileUpload.Trigger>
      {file ? (
        <FileUpload.ItemGroup>
          <FileUpload.Item file={file.blob} alignItems="flex-start">
            <Box flex="1" minW="0" fontSize="sm">
              <AttachmentLine attachment={file} />
            </Box>
            <FileUpload.ItemDeleteTrigger
              onClick={() => {
                onPick(null);
                trigger.current?.focus();
              }}
            />
          </FileUpload.Item>
        </FileUpload.ItemGroup>
      ) : null}
    </FileUpload.Root>
  );
}

/** The picked photo shown in place, under its field; nothing for a PDF or a file the browser cannot show. */
export function EvidencePreview({ file }: { file: PickedFile | null }) {
  return file?.previewUrl ? <Image src={file.previewUrl} alt={`Preview of ${file.name}`} maxH="40" objectFit="contain" rounded="md" borderWidth="1px" alignSelf="flex-start" /> : null;
}

/**
 * What a form sends of the file picked in its attachment field (`file`, the field's value): on the portal
 * server the file is stored first (`POST /files/claim-evidence`) and named by its id, once however often
 * the form is sent; the in-browser portal keeps only its name, type and size. An upload the server refused
 * comes back as its message, for the attachment field. The picked file's preview is let go once another
 * file (or none) is picked.
 */
export function useEvidenceAttachment(file: PickedFile | null) {
  // The stored copy of the picked file, so sending the form again does not upload it again.
  const uploaded = useRef<{ file: PickedFile; id: string } | null>(null);
  useEffect(() => () => (file?.previewUrl ? URL.revokeObjectURL(file.previewUrl) : undefined), [file]);

  /** The attachment the form names: on the portal server, the file is stored first and named by its id. */
  return async (picked: PickedFile): Promise<ClaimAttachmentInput | { error: string }> => {
    const described = { name: picked.name, type: picked.type, size: picked.size };
    if (!servedByPortalServer()) return described;
    if (uploaded.current?.file !== picked) {
      const upload = await uploadEvidence(picked.blob);
      if ('error' in upload) return upload;
      uploaded.current = { file: picked, id: upload.file.id };
    }
    return { ...described, fileId: uploaded.current.id };
  };
}
