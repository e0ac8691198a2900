const courses = {
  catalogue: { title: 'Cursos' },
  detail: { title: 'Detalhes do curso' },
  rating: { title: 'Avaliar curso' },
  lesson: { title: 'Aula' },
  upload: { title: 'Enviar curso' },
};

export default courses;
