import type { CourseTranslations } from './academy-courses.ts'

/** Los cursos de demostración en español. */
export const coursesEs: CourseTranslations = {
  okr: {
    title: 'Fundamentos de OKR',
    summary: 'Objetivos que centran a su equipo y resultados clave que muestran avances reales.',
    lessons: [
      {
        title: 'Qué son los OKR',
        body: `Los **objetivos y resultados clave** (OKR, por sus siglas en inglés) relacionan lo que una empresa quiere lograr con la forma de medir su avance.

- Un **objetivo** es cualitativo y motivador: *Entusiasmar a nuestros clientes en la región DACH.*
- Un **resultado clave** es cuantitativo y verificable: *Aumentar el Net Promoter Score de 31 a 45 antes de que termine el tercer trimestre.*

La mayoría de los equipos trabaja con entre tres y cinco objetivos por trimestre, cada uno con entre dos y cuatro resultados clave. La charla de John Doerr, que llevó los OKR a muchas empresas, explica la idea en la que se basa el método.`,
      },
      {
        title: 'Cómo formular buenos resultados clave',
        body: `Un buen resultado clave describe un **efecto**, no una tarea. *Lanzar la nueva web* es una tarea; *Duplicar las consultas en línea* es un resultado.

Compruebe cada resultado clave con la lista de verificación adjunta a esta lección (en inglés):

1. ¿Tiene una cifra y una fecha límite?
2. ¿Hay una persona responsable de él?
3. ¿Puede influir en él el equipo?

Los resultados clave ambiciosos son bienvenidos: alcanzar el 70 % de una meta exigente suele ser todo un éxito.`,
      },
      {
        title: 'Seguir el progreso en el portal',
        body: `En **Objetivos y OKR**, cada objetivo, resultado clave, proyecto y tarea tiene una persona responsable y un equipo.

- Actualice cada semana el progreso de sus resultados clave.
- Marque las tareas en cuanto estén hechas; los proyectos y los resultados clave muestran el progreso de sus partes.
- Utilice una **vista guardada** para la reunión semanal de seguimiento de su equipo.

Al final del trimestre, revise qué ha funcionado y traslade los objetivos pendientes al siguiente.`,
      },
    ],
  },
  trends: {
    title: 'Trabajar con tendencias',
    summary:
      'De las megatendencias a las señales concretas: reúna, valore y comparta las tendencias que importan.',
    lessons: [
      {
        title: 'Megatendencias, macrotendencias y microtendencias',
        body: `Las tendencias tienen tres tamaños:

| Nivel | Horizonte temporal | Ejemplo |
| --- | --- | --- |
| Megatendencia | décadas | Envejecimiento de la sociedad |
| Macrotendencia | 5–10 años | Cuidados en el hogar |
| Microtendencia | 1–3 años | Sensores que detectan caídas |

Parta de una megatendencia que afecte a su sector y sígala hasta las microtendencias sobre las que puede actuar.`,
      },
      {
        title: 'Crear un hub de tendencias',
        body: `Un **hub** reúne las tendencias en torno a una pregunta, por ejemplo *¿Cómo comprarán nuestros clientes en 2030?*

1. Cree un hub y formule la pregunta.
2. Añada microtendencias y anote por qué es importante cada una.
3. Valore con su equipo la relevancia de cada tendencia; la plantilla adjunta a esta lección (en inglés) le ayudará en el taller.

Comparta el hub con sus compañeros y revíselo cada trimestre.`,
      },
    ],
  },
  workshops: {
    title: 'Moderar talleres en la pizarra',
    summary: 'Planifique, dirija y documente un taller con la pizarra del portal.',
    lessons: [
      {
        title: 'Preparar la pizarra',
        body: 'Cree una escena por taller y, antes de empezar, reserve una zona para cada punto del orden del día.',
      },
    ],
  },
}
