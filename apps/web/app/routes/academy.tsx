import { Stack } from '@mantine/core'
import { academyApi } from '@portal/contracts/academy'
import { isStaffUser } from '@portal/contracts/accounts'
import { data, useSearchParams } from 'react-router'
import { PageHeader } from '../components/page-header.tsx'
import { CourseForm } from '../features/academy/course-form.tsx'
import { CourseGrid } from '../features/academy/course-grid.tsx'
import { CoursePage } from '../features/academy/course-page.tsx'
import { splitLocale } from '../lib/locale-path.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { useMe } from '../lib/use-me.ts'
import { isValidParam } from '../route-list.ts'
import type { Route } from './+types/academy'

// One address for the academy (SPEC §2): `?course=<id>` opens a course, `?edit=` the staff forms.
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const locale = splitLocale(url.pathname).locale
  const courseId = url.searchParams.get('course')
  const api = serverApi(context, request)
  if (courseId !== null) {
    if (!isValidParam('uuid', courseId)) throw data(null, { status: 404 })
    const course = await loadOrRefuse(() =>
      api.call(academyApi.getCourse, { params: { id: courseId }, query: { locale } }),
    )
    return { course, courses: [] }
  }
  const list = await loadOrRefuse(() =>
    api.call(academyApi.listCourses, { query: { page_size: 100, locale } }),
  )
  return { course: null, courses: list.results }
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/** The academy: a grid of courses with the user's progress, one course's lessons, and staff editing. */
export default function Academy({ loaderData }: Route.ComponentProps) {
  const { course, courses } = loaderData
  const { t } = useTranslation()
  const me = useMe()
  const [params] = useSearchParams()
  const canEdit = me !== null && isStaffUser(me)
  const edit = params.get('edit')
  if (course) return <CoursePage course={course} canEdit={canEdit} edit={edit} />
  if (canEdit && edit === 'new') return <CourseForm course={null} />
  return (
    <Stack>
      <PageHeader
        title={t('pages.academy')}
        intro={t('academy.intro')}
        create={canEdit ? { to: '/client/svc/academy?edit=new', label: t('academy.new') } : null}
      />
      <CourseGrid courses={courses} />
    </Stack>
  )
}
