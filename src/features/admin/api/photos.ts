import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type AdminPhoto, AdminPhotos } from '../../../../contract/admin-photos'
import { consoleApi } from './console-api'
import { adminHotelQueryOptions } from './hotels'
import { adminRoomTypeQueryOptions } from './room-types'

export type { AdminPhoto } from '../../../../contract/admin-photos'

/** Whose photos the console edits: a hotel's gallery or a room type's. */
export interface PhotoOwner {
  kind: 'hotel' | 'room_type'
  id: number
}

const base = (owner: PhotoOwner) =>
  owner.kind === 'hotel' ? `/hotels/${owner.id}/photos` : `/room-types/${owner.id}/photos`

/** Every photo call answers the photos as they now are: the owner's page takes them at once. */
function usePhotosSaved(owner: PhotoOwner) {
  const queryClient = useQueryClient()
  return (images: AdminPhoto[]) => {
    if (owner.kind === 'hotel')
      queryClient.setQueryData(adminHotelQueryOptions(owner.id).queryKey, (h) => h && { ...h, images })
    else queryClient.setQueryData(adminRoomTypeQueryOptions(owner.id).queryKey, (r) => r && { ...r, images })
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] })
  }
}

export function useUploadPhoto(owner: PhotoOwner) {
  const saved = usePhotosSaved(owner)
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData()
      form.append('image', file)
      return (await consoleApi(AdminPhotos, base(owner), { method: 'POST', form })).data
    },
    onSuccess: saved,
  })
}

/** The new order, every photo once; the first is the cover. */
export function useOrderPhotos(owner: PhotoOwner) {
  const saved = usePhotosSaved(owner)
  return useMutation({
    mutationFn: async (ids: number[]) =>
      (await consoleApi(AdminPhotos, `${base(owner)}/order`, { method: 'PUT', body: { ids } })).data,
    onSuccess: saved,
  })
}

export function useDeletePhoto(owner: PhotoOwner) {
  const saved = usePhotosSaved(owner)
  return useMutation({
    mutationFn: async (photoId: number) =>
      (await consoleApi(AdminPhotos, `${base(owner)}/${photoId}`, { method: 'DELETE' })).data,
    onSuccess: saved,
  })
}
