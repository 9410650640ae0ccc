import type { ArticleTexts } from './guide-articles.en-US.ts'

/**
 * La guía de demostración en español: un artículo por módulo de la navegación y uno sobre la interfaz.
 * Not seeded yet: guide articles are stored in the content locales (CONTENT_LOCALES, English and German);
 * this text is ready for when Spanish becomes one.
 */
export const articlesEs: ArticleTexts = {
  'getting-started': {
    title: 'Primeros pasos en el portal',
    body: `El portal de clientes reúne en un solo lugar los objetivos, proyectos, tendencias y servicios contratados de su empresa.

## Cómo orientarse
- **Navegación** (a la izquierda): todos los módulos del portal. En pantallas pequeñas, ábrala con el botón de menú de la parte superior izquierda.
- **Idioma** (arriba a la derecha): elija uno de los siete idiomas. El portal recuerda su elección para el próximo inicio de sesión.
- **Menú de usuario** (sus iniciales, arriba a la derecha): su perfil, la empresa en la que está trabajando y *Cerrar sesión*.

## Su empresa
Si pertenece a varias empresas, cambie de una a otra en el menú de usuario. Todo lo que ve —equipos, objetivos, paneles— pertenece a la **empresa activa**. La página se vuelve a cargar después del cambio.

## Su página de inicio
Después de iniciar sesión, el portal abre la página de inicio de su empresa. Si no tiene ninguna, abre la pizarra.

> Consejo: puede volver a hacer el recorrido guiado por la navegación en cualquier momento desde la **Guía**.`,
  },
  dashboard: {
    title: 'Panel',
    body: `El panel es la vista general de su empresa: las cifras y tarjetas más importantes en una sola página.

## Qué encontrará aquí
- **Tarjetas** con cifras clave, gráficos y listas. Abra una tarjeta para ver sus detalles.
- **Análisis**: vistas más detalladas de sus datos, incluido el análisis de **competidores**.
- **Panel de objetivos**: cómo avanzan sus objetivos y resultados clave.

## Organizar el panel
El panel que ve es el panel activo de su empresa. Los cambios en su diseño se guardan para su empresa, de modo que sus compañeros ven la misma vista general.`,
  },
  'goals-and-okr': {
    title: 'Objetivos y OKR',
    body: `En Objetivos y OKR su empresa planifica y sigue sus **objetivos y resultados clave**.

## Los elementos básicos
1. **Objetivos**: lo que se quiere lograr, p. ej., *Convertirnos en el proveedor preferido en la región DACH*.
2. **Resultados clave**: resultados medibles que demuestran que se ha alcanzado el objetivo.
3. **Proyectos**: el trabajo que hace avanzar un resultado clave.
4. **Tareas**: los pasos concretos de un proyecto; marque una tarea cuando esté hecha.

## Trabajar con equipos
Cada elemento puede pertenecer a un equipo y tiene una persona responsable. Filtre la tabla o el diagrama por equipo para ver los objetivos de un equipo.

## Vistas
- **Tabla**: todos los elementos con su progreso, con orden y filtros.
- **Diagrama**: cómo se relacionan los objetivos, los resultados clave y los proyectos.
- **Vistas guardadas**: conserve un filtro que use a menudo y vuelva a abrirlo con un clic.

El historial de cambios de un elemento muestra quién cambió qué y cuándo.`,
  },
  'programmes-and-projects': {
    title: 'Programas y proyectos',
    body: `Programas y proyectos (PPM) gestiona las grandes iniciativas de cambio, desde el programa hasta cada medida.

## Estructura
- Los **programas** agrupan **proyectos** relacionados.
- Un proyecto se divide en **paquetes de medidas** y estos, en **medidas**.

## En cada nivel
- **Detalles**: propietario, fechas, descripción.
- **Actividad**: lo que ha ocurrido.
- **Informes de estado**: actualizaciones periódicas sobre plazos, presupuesto y riesgos.
- **Efectos**: los efectos presupuestarios que se espera que logre una medida.
- **Fases** (medidas): la etapa en la que se encuentra una medida, desde la idea hasta su materialización.

Cree proyectos, paquetes de medidas y medidas desde su elemento superior y elimine lo que ya no necesite.`,
  },
  'trend-management': {
    title: 'Gestión de tendencias',
    body: `La gestión de tendencias le ayuda a seguir los cambios que importan a su negocio.

## Tres niveles de tendencias
- **Megatendencias**: cambios globales a largo plazo, como el *cambio demográfico*.
- **Macrotendencias**: evoluciones dentro de una megatendencia.
- **Microtendencias**: señales concretas con imágenes y descripciones, cada una vinculada a sus macrotendencias.

## Hubs y favoritos
- Un **hub** es su propia colección de tendencias sobre un tema. Añada una microtendencia a un hub con una nota sobre por qué es importante, o vuelva a quitarla.
- Marque tendencias como **favoritas** para encontrarlas rápidamente.

Filtre las microtendencias por sector y consulte las **innovaciones** relacionadas con ellas.`,
  },
  'market-intelligence': {
    title: 'Inteligencia de mercado',
    body: `La inteligencia de mercado muestra lo que ocurre en sus mercados: cifras, noticias y novedades preparadas para su empresa.

## El panel
El panel de inteligencia de mercado reúne en un solo lugar los indicadores elegidos para su empresa. Utilícelo para preparar reuniones de estrategia o para comprobar rápidamente una hipótesis.

## De dónde procede el contenido
El equipo del portal mantiene las fuentes y el contenido en la administración de inteligencia de mercado. Si echa en falta algo, háganoslo saber a través de **Soporte**.`,
  },
  services: {
    title: 'Servicios',
    body: `Servicios muestra todo lo que su empresa ha contratado a través del portal.

## Abrir un servicio
Elija un servicio para abrirlo. Según el servicio, se abre
- **dentro del portal**,
- **integrado** en una página del portal, o
- en un sitio **externo**, posiblemente en una pestaña nueva.

## Categorías y puntos de acceso
Los servicios se agrupan en **categorías**. El equipo del portal configura dónde se accede a cada servicio —su **punto de acceso**—, por lo que no necesita direcciones ni marcadores aparte.

Su empresa también puede utilizar un servicio como página de inicio.`,
  },
  whiteboard: {
    title: 'Pizarra',
    body: `La pizarra es una superficie de dibujo para talleres, bocetos y planificación, en la que se puede dibujar en equipo y en directo.

## Escenas
Cada pizarra es una **escena**. *Pizarra*, en el menú, muestra las escenas que puede abrir —las suyas y las que sus compañeros comparten con la empresa— con una vista previa, una búsqueda y un filtro. *Nueva escena* crea una; el menú de una escena permite cambiarle el nombre, compartirla, duplicarla o eliminarla. Una escena eliminada se puede recuperar con *Deshacer* durante 7 días.

## Guardado
Todo lo que dibuja se guarda un momento después de que se detenga; la línea situada sobre la pizarra indica si todos los cambios están guardados. Si no se puede acceder al portal, su dibujo se conserva en la pestaña y se guarda cuando se restablece la conexión.

## Dibujar en equipo
Comparta una escena con *Todos pueden dibujar* y los compañeros que la abran dibujarán con usted: verá sus trazos y punteros, con sus nombres, en tiempo real. Con *Todos pueden verla*, siguen el trabajo sin modificar nada.

## Trabajar en la pizarra
- Dibuje formas, flechas y líneas a mano alzada, escriba texto e inserte imágenes (PNG, JPEG, WebP o GIF de hasta 4 MB).
- Mueva, agrupe y dé formato a los elementos con la barra de herramientas; guarde sus formas favoritas en la biblioteca.
- Exporte la pizarra o una selección como PNG o SVG desde el menú.

La pizarra es también la página de inicio predeterminada del portal cuando su empresa no tiene ninguna.`,
  },
  academy: {
    title: 'Academia',
    body: `La academia contiene material de aprendizaje preparado para usted: **cursos** formados por **lecciones**.

## Realizar un curso
1. Abra un curso desde la cuadrícula de cursos.
2. Lea cada lección; una lección puede contener texto, un **vídeo** y **archivos** para descargar.
3. Elija **Marcar como completada** cuando termine una lección.

## Su progreso
Cada curso muestra cuántas de sus lecciones ha completado. Su progreso se guarda en su cuenta, así que puede continuar desde cualquier dispositivo.

El personal del equipo del portal crea y publica los cursos.`,
  },
  notifications: {
    title: 'Notificaciones',
    body: `Las notificaciones le mantienen al tanto de lo que le concierne. La campana de la parte superior de cada página muestra cuántas hay sin leer y se actualiza en cuanto ocurre algo.

## Tipos de notificaciones
- **Anuncios** del equipo del portal, por ejemplo sobre tareas de mantenimiento o nuevas funciones. Uno crítico se muestra como banner en todas las páginas hasta que lo oculte.
- **Notificaciones personales**: un objetivo, un resultado clave o un proyecto que se le ha asignado, una tarea nueva para usted, una actualización pendiente o atrasada, una respuesta a su solicitud de soporte o de coaching, y un aviso de seguridad cuando un administrador empieza a actuar en su nombre para ayudarle.

## Lectura
Abra **Notificaciones** desde la campana: las no leídas aparecen primero y puede filtrar por estado de lectura y por tipo. Al abrir una notificación, se marca como leída y le lleva a aquello de lo que trata; **Marcar todas como leídas** vacía la lista de una vez.

## Su página de inicio
La página de inicio le recibe con los anuncios actuales y una lista de todo lo que requiere su atención ahora: actualizaciones pendientes, tareas pendientes o atrasadas y, para el equipo del portal, solicitudes que esperan respuesta.

## Usted decide
En su perfil, elija para cada tipo si le llega en el portal, por correo electrónico, por ambas vías o de ninguna forma. El aviso de seguridad se muestra siempre en el portal.`,
  },
  coaching: {
    title: 'Coaching',
    body: `El coaching le ayuda a usted y a su equipo a trabajar con objetivos, proyectos y tendencias.

## Qué ofrece el coaching
- Orientación para definir buenos objetivos y resultados clave.
- Ayuda para introducir los métodos del portal en su equipo.
- Respuestas a las preguntas que surgen en el trabajo diario.

La página de coaching muestra las ofertas disponibles para su empresa y cómo ponerse en contacto con su coach.`,
  },
  'using-the-guide': {
    title: 'Cómo usar la guía',
    body: `La guía explica cada módulo del portal; esta página forma parte de ella.

## Encontrar ayuda
- **Busque** cualquier palabra; la guía la encuentra en los títulos y textos de su idioma, incluidas otras formas de la palabra (*equipo* encuentra *equipos*).
- **Filtre por módulo** para ver solo los artículos sobre una parte del portal.

## El recorrido guiado
En su primera visita se muestra un breve recorrido por la navegación, el menú de idioma y el menú de usuario. Elija **Reiniciar el recorrido** en la página de la guía para volver a hacerlo.

Los artículos los redacta el equipo del portal.`,
  },
  support: {
    title: 'Soporte',
    body: `El soporte es la vía para contactar con el equipo del portal cuando algo no funciona o falta.

## Antes de escribir
- Consulte la **guía**: en ella se responden muchas preguntas.
- Anote qué hizo, qué esperaba y qué ocurrió en su lugar.

## Enviar una solicitud
Describa su consulta en la página de soporte. Cuanto más precisa sea la descripción —la página, la hora, una captura de pantalla—, antes podremos ayudarle.`,
  },
  users: {
    title: 'Usuarios',
    body: `Usuarios es la administración de las personas que pueden iniciar sesión.

## Quién ve qué
- Los **administradores de empresa** ven y gestionan a los miembros de su empresa.
- El **personal del portal** ve a todos los usuarios de todas las empresas.

## Qué puede hacer
- **Buscar** usuarios por nombre o correo electrónico.
- Comprobar el rol, las empresas de un usuario y si la cuenta está activa.
- Enviar un enlace para **restablecer la contraseña**.
- El personal puede **actuar como un usuario** (suplantación) para ver el portal con sus ojos; mientras dura, un banner lo indica, y cada inicio y fin queda registrado.`,
  },
  teams: {
    title: 'Equipos',
    body: `Equipos agrupa a las personas de su empresa en las unidades que trabajan juntas en objetivos y proyectos.

## Un equipo tiene
- un **nombre** y una breve descripción,
- un **responsable**, que siempre es miembro,
- **miembros** de su empresa.

## Gestionar equipos
Los administradores de empresa crean equipos, cambian su responsable y sus miembros, y eliminan los equipos que ya no existen. Todos los miembros de la empresa pueden ver los equipos y quién pertenece a ellos.

Objetivos y OKR utiliza los equipos para filtrar y agrupar objetivos y proyectos.`,
  },
  'auto-assign-rules': {
    title: 'Reglas de asignación',
    body: `Las reglas de asignación colocan automáticamente a los nuevos usuarios en el lugar adecuado.

## Cómo funciona una regla
Una regla describe **a qué usuarios** se aplica —por ejemplo, a todas las personas cuya dirección de correo electrónico termina en el dominio de su empresa— y **adónde van**: una empresa, grupos o equipos.

## Por qué usar reglas
- Los nuevos compañeros encuentran el contenido adecuado desde su primer inicio de sesión.
- Los administradores ya no tienen que asignar a cada persona a mano.

Los administradores de empresa gestionan las reglas de su empresa; el personal del portal gestiona todas las reglas.`,
  },
  companies: {
    title: 'Empresas',
    body: `En Empresas, el equipo del portal gestiona las empresas cliente.

## En cada empresa
- **Nombre** y **logotipo**.
- **Página de inicio**: adónde llegan los miembros después de iniciar sesión: una página interna del portal, un sitio externo (en la misma pestaña o en una nueva) o un servicio integrado. Sin página de inicio, se abre la pizarra.
- **Miembros**: quién pertenece a la empresa y quién es su administrador.

Solo el personal del portal puede crear, modificar o eliminar empresas. Los miembros ven en su perfil las empresas a las que pertenecen y cambian de una a otra en el menú de usuario.`,
  },
  'market-intelligence-admin': {
    title: 'Administración de inteligencia de mercado',
    body: `En la administración de inteligencia de mercado, el equipo del portal prepara el contenido de inteligencia de mercado para las empresas cliente.

## Tareas
- Mantener las **fuentes** y los indicadores.
- Decidir qué contenido ve cada empresa en su panel de inteligencia de mercado.
- Mantener actualizados las cifras y los textos.

Esta área solo está abierta al personal del portal.`,
  },
}
